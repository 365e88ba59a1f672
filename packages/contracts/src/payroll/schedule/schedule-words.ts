import { columnOf, reportWords } from '../../platform/report.ts';

/** The salary schedule file's title and headings, English beside French (ADR 34). */
export const SALARY_SCHEDULE_WORDS = reportWords('salary_schedule_words', {
  title: ['Salary Schedule', 'État de paie'],
  name: ['Name', 'Nom'],
  pin: ['Pin', 'Matricule'],
  branch: ['Branch', 'Agence'],
  department: ['Department', 'Département'],
  days_paid: ['Days Paid', 'Jours payés'],
  gross_pay: ['Gross Pay', 'Salaire brut'],
  overtime: ['Overtime', 'Heures supplémentaires'],
  benefits: ['Benefits', 'Avantages'],
  deductions: ['Deductions', 'Retenues'],
  loan_repayment: ['Loan Repayment', 'Remboursement de prêt'],
  paye: ['PAYE', 'Impôt (PAYE)'],
  pension_employee: ['Pension (Employee)', 'Pension (salarié)'],
  pension_employer: ['Pension (Employer)', 'Pension (employeur)'],
  nhf: ['NHF', 'NHF'],
  net_pay: ['Net Pay', 'Salaire net'],
});

const col = columnOf(SALARY_SCHEDULE_WORDS);

/** Who, then (the scope's components, made per file), then the row's figures: money adds up. */
export const SALARY_SCHEDULE_WHO_COLUMNS = [
  col('name', 'text'),
  col('pin', 'text'),
  col('branch', 'text'),
  col('department', 'text'),
  col('days_paid', 'number'),
];
export const SALARY_SCHEDULE_FIGURE_COLUMNS = [
  col('gross_pay', 'money', { total: true }),
  col('overtime', 'money', { total: true }),
  col('benefits', 'money', { total: true }),
  col('deductions', 'money', { total: true }),
  col('loan_repayment', 'money', { total: true }),
  col('paye', 'money', { total: true }),
  col('pension_employee', 'money', { total: true }),
  col('pension_employer', 'money', { total: true }),
  col('nhf', 'money', { total: true }),
  col('net_pay', 'money', { total: true }),
];
export const SALARY_SCHEDULE_COLUMNS = [...SALARY_SCHEDULE_WHO_COLUMNS, ...SALARY_SCHEDULE_FIGURE_COLUMNS];
