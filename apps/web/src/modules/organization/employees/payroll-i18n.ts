import { EMPLOYEE_PAYROLL_MESSAGES, EMPLOYEE_PAYROLL_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

/** The server's messages on the payroll fields, by code (`employee_payroll.<key>`) and by English text. */
function messages() {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(EMPLOYEE_PAYROLL_MESSAGES) as (keyof typeof EMPLOYEE_PAYROLL_MESSAGES)[]) {
    const text = EMPLOYEE_PAYROLL_MESSAGES[key];
    en[`employee_payroll.${key}`] = text;
    fr[`employee_payroll.${key}`] = EMPLOYEE_PAYROLL_MESSAGES_FR[key];
    en[text] = text;
    fr[text] = EMPLOYEE_PAYROLL_MESSAGES_FR[key];
  }
  return { en, fr };
}
const server = messages();

/** The employee record's payroll fields (issue 19 "Employee record", ADR 48): form and profile. */
export const employeePayrollTexts = translations(
  {
    ...server.en,
    'employees.sectionPayroll': 'Payroll',
    'employees.annualRent': 'Declared annual rent (₦)',
    'employees.annualRentHint':
      'For PAYE’s rent relief: 20 % of it, at most ₦500,000 a year. Leave blank when none.',
    'employees.annualRentShown': 'Declared annual rent',
    'employees.nhfEnabled': 'NHF deducted',
    'employees.nhfHint': '2.5 % of basic pay. Left unset, a new employee follows the company’s default.',
    'employees.taxState': 'State of residence (PAYE)',
    'employees.taxStateHint': 'Where PAYE is remitted; FCT residents remit to FIRS.',
    'employees.rsaPinHint': 'PEN followed by 12 digits',
  },
  {
    ...server.fr,
    'employees.sectionPayroll': 'Paie',
    'employees.annualRent': 'Loyer annuel déclaré (₦)',
    'employees.annualRentHint':
      'Pour l’abattement de loyer du PAYE : 20 % du loyer, au plus 500 000 ₦ par an. Laissez vide s’il n’y en a pas.',
    'employees.annualRentShown': 'Loyer annuel déclaré',
    'employees.nhfEnabled': 'NHF prélevé',
    'employees.nhfHint':
      '2,5 % du salaire de base. Sans choix, un nouvel employé suit la valeur par défaut de l’entreprise.',
    'employees.taxState': 'État de résidence (PAYE)',
    'employees.taxStateHint': 'Là où le PAYE est reversé ; les résidents du FCT le reversent au FIRS.',
    'employees.rsaPinHint': 'PEN suivi de 12 chiffres',
  },
);
