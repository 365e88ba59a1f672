import { columnOf, reportWords, type ReportColumn } from '../../platform/report.ts';

/**
 * The payroll register's and the remittance schedules' titles and headings, on the screens and in
 * the files (ADR 34, ADR 47). Statutory names (PAYE, NHF, NSITF, ITF, RSA) are Nigerian proper
 * names and stay as they are in French.
 */
export const PAYROLL_REPORT_WORDS = reportWords('payroll_report_words', {
  title_general: ['Payroll Register', 'Registre de paie'],
  title_paye: ['PAYE Remittance Schedule', 'Bordereau de versement PAYE'],
  title_pension: ['Pension Remittance Schedule', 'Bordereau de versement des pensions'],
  title_nhf: ['NHF Remittance Schedule', 'Bordereau de versement NHF'],
  title_nsitf: ['NSITF Remittance Schedule', 'Bordereau de versement NSITF'],
  due: ['Due', 'Échéance'],
  name: ['Name', 'Nom'],
  pin: ['Pin', 'Matricule'],
  branch: ['Branch', 'Agence'],
  department: ['Department', 'Département'],
  gross_pay: ['Gross Pay', 'Salaire brut'],
  paye: ['PAYE', 'PAYE'],
  pension_employee: ['Pension (Employee)', 'Pension (salarié)'],
  nhf: ['NHF', 'NHF'],
  nhis: ['NHIS', 'NHIS'],
  total_deductions: ['Total Deductions', 'Total des retenues'],
  net_pay: ['Net Pay', 'Salaire net'],
  pension_employer: ['Pension (Employer)', 'Pension (employeur)'],
  nsitf: ['NSITF', 'NSITF'],
  itf: ['ITF', 'ITF'],
  state: ['State of Residence', 'État de résidence'],
  authority: ['Tax Authority', 'Administration fiscale'],
  tax_id: ['Tax ID', 'Numéro fiscal'],
  taxable_pay: ['Taxable Pay', 'Revenu imposable'],
  pfa: ['Pension Fund Administrator', 'Gestionnaire de fonds de pension'],
  pfa_code: ['PFA Code', 'Code PFA'],
  rsa_pin: ['RSA PIN', 'PIN RSA'],
  rsa_pin_check: ['RSA PIN Check', 'Contrôle du PIN RSA'],
  pensionable_pay: ['Pensionable Pay', 'Salaire soumis à pension'],
  pension_total: ['Total Pension', 'Pension totale'],
  basic: ['Basic Pay', 'Salaire de base'],
  group: ['Group', 'Groupe'],
  headcount: ['Employees', 'Employés'],
  subtotal: ['Subtotal', 'Sous-total'],
  grand_total: ['Grand Total', 'Total général'],
  not_set: ['Not set', 'Non renseigné'],
  rsa_valid: ['Valid', 'Valide'],
  rsa_invalid: ['Not PEN + 12 digits', 'Pas PEN + 12 chiffres'],
  rsa_missing: ['Missing', 'Manquant'],
  month_1: ['January', 'janvier'],
  month_2: ['February', 'février'],
  month_3: ['March', 'mars'],
  month_4: ['April', 'avril'],
  month_5: ['May', 'mai'],
  month_6: ['June', 'juin'],
  month_7: ['July', 'juillet'],
  month_8: ['August', 'août'],
  month_9: ['September', 'septembre'],
  month_10: ['October', 'octobre'],
  month_11: ['November', 'novembre'],
  month_12: ['December', 'décembre'],
});
export type PayrollReportWord = keyof typeof PAYROLL_REPORT_WORDS.en;

const col = columnOf(PAYROLL_REPORT_WORDS);
const sum = { total: true } as const;
const money = <K extends string>(key: `${K}_kobo`, label: PayrollReportWord) =>
  col(key, 'money', { label, ...sum });

/** Who a row is: the register's first columns. */
export const REGISTER_PERSON_COLUMNS = [
  col('name', 'text'),
  col('pin', 'text'),
  col('branch', 'text'),
  col('department', 'text'),
];
export const REGISTER_GROSS_COLUMN = money('gross_pay_kobo', 'gross_pay');
/** Taken from gross pay before the employer's own lines (pay item deductions come after these). */
export const STATUTORY_DEDUCTION_COLUMNS = [
  money('paye_kobo', 'paye'),
  money('pension_employee_kobo', 'pension_employee'),
  money('nhf_kobo', 'nhf'),
  money('nhis_kobo', 'nhis'),
];
/** Gross pay less total deductions is net pay, to the kobo; the employer's cost follows. */
export const REGISTER_CLOSING_COLUMNS = [
  money('total_deductions_kobo', 'total_deductions'),
  money('net_pay_kobo', 'net_pay'),
  money('pension_employer_kobo', 'pension_employer'),
  money('nsitf_kobo', 'nsitf'),
  money('itf_kobo', 'itf'),
];
/** The register's figures by key, for subtotal tables and totals (line columns come per month). */
export const REGISTER_FIGURE_COLUMNS = [
  REGISTER_GROSS_COLUMN,
  ...STATUTORY_DEDUCTION_COLUMNS,
  ...REGISTER_CLOSING_COLUMNS,
];

export const REMITTANCE_SCHEDULE_KINDS = ['paye', 'pension', 'nhf', 'nsitf'] as const;
export type RemittanceScheduleKind = (typeof REMITTANCE_SCHEDULE_KINDS)[number];

const person = [col('name', 'text'), col('pin', 'text')];
/** Each schedule's columns: the body it goes to, who, and what is remitted for them. */
export const REMITTANCE_SCHEDULE_COLUMNS: Record<RemittanceScheduleKind, ReportColumn[]> = {
  paye: [
    col('state', 'text'),
    col('authority', 'text'),
    ...person,
    col('tax_id', 'text'),
    money('gross_pay_kobo', 'gross_pay'),
    money('taxable_pay_kobo', 'taxable_pay'),
    money('paye_kobo', 'paye'),
  ],
  pension: [
    col('pfa', 'text'),
    col('pfa_code', 'text'),
    ...person,
    col('rsa_pin', 'text'),
    col('rsa_pin_check', 'text'),
    money('pensionable_pay_kobo', 'pensionable_pay'),
    money('pension_employee_kobo', 'pension_employee'),
    money('pension_employer_kobo', 'pension_employer'),
    money('pension_total_kobo', 'pension_total'),
  ],
  nhf: [...person, col('branch', 'text'), money('basic_kobo', 'basic'), money('nhf_kobo', 'nhf')],
  nsitf: [
    ...person,
    col('branch', 'text'),
    money('gross_pay_kobo', 'gross_pay'),
    money('nsitf_kobo', 'nsitf'),
  ],
};

/** A subtotal table's first columns (a branch, a department, a PFA or a state) before its figures. */
export const SUBTOTAL_COLUMNS = [col('group', 'text'), col('headcount', 'number', sum)];
