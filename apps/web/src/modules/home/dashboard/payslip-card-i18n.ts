import { translations } from '../../../platform/i18n/register.ts';

/** The home dashboard's payslip card (spec 2 "Employee home dashboard": Payslip), in both languages. */
export const PAYSLIP_CARD_TEXTS = translations(
  {
    'home.payslip': 'Payslip',
    'home.payslipPeriod': 'Latest payslip: {{period}}',
    'home.grossPay': 'Gross pay',
    'home.netPay': 'Net pay',
    'home.noPayslip': 'No payslip yet',
    'home.viewPayslip': 'View full payslip',
  },
  {
    'home.payslip': 'Bulletin de paie',
    'home.payslipPeriod': 'Dernier bulletin : {{period}}',
    'home.grossPay': 'Salaire brut',
    'home.netPay': 'Salaire net',
    'home.noPayslip': 'Pas encore de bulletin de paie',
    'home.viewPayslip': 'Voir le bulletin complet',
  },
);
