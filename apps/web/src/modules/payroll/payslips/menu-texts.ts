import { translations } from '../../../platform/i18n/register.ts';

/** The self-service Payroll menu's labels (ADR 39: the signed-in shell loads them, not the routes). */
export const payslipMenuTexts = translations(
  {
    'menu.myPayrollDashboard': 'Dashboard',
    'menu.myPayslips': 'My Payslips',
    'menu.myPayrollReport': 'Payroll Report',
  },
  {
    'menu.myPayrollDashboard': 'Tableau de bord',
    'menu.myPayslips': 'Mes bulletins de paie',
    'menu.myPayrollReport': 'Rapport de paie',
  },
);
