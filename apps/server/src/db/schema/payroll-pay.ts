import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { linkTable } from './link-tables.ts';
import { employees } from './organization.ts';
import {
  cascadeTo,
  companyId,
  createdAt,
  decision,
  instant,
  kobo,
  ref,
  tenantTable,
  timestamps,
} from './columns.ts';

/**
 * Payroll's pay (issue 19, ADR 41): what a run adds beside the package (allowances, extra
 * allowances, employees' claims) and the salary schedule it writes. Amounts are whole kobo.
 */

// ---------------------------------------------------------------------------------------------
// Allowances, extra allowances and employees' allowance claims (pay item sources)
// ---------------------------------------------------------------------------------------------

/** A recurring allowance (spec 3 "settings/allowance"), paid every month to the employees it holds. */
export const payrollAllowances = tenantTable(
  'payroll_allowances',
  {
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    /** fixed | percentage (of the employee's basic for the month) */
    calculationType: text('calculation_type').notNull().default('fixed'),
    amountKobo: kobo('amount_kobo'),
    percentage: numeric('percentage', { precision: 5, scale: 2 }),
    isTaxable: boolean('is_taxable').notNull().default(true),
    isPensionable: boolean('is_pensionable').notNull().default(false),
    /** Employees may claim it from self-service (an allowance claim). */
    claimable: boolean('claimable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_allowances_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    uniqueIndex('payroll_allowances_code_key').on(t.companyId, sql`upper(${t.code})`),
    companyFk('payroll_allowances', t),
  ],
);

/** Who holds a recurring allowance, from which month and until which (null: open). */
export const payrollAllowanceEmployees = linkTable(
  'payroll_allowance_employees',
  [
    { column: 'allowanceId', to: payrollAllowances, fk: 'allowance' },
    { column: 'employeeId', to: employees, fk: 'employee', index: 'employee' },
  ],
  {
    columns: {
      /** This employee's amount, overriding the allowance's. */
      amountKobo: kobo('amount_kobo'),
      fromMonth: date('from_month').notNull(),
      toMonth: date('to_month'),
    },
  },
);

/**
 * An extra allowance (spec 3 "extraallowance"): a one-off or recurring amount given to chosen
 * employees for chosen months (a bonus, a 13th month, arrears). An approved allowance claim becomes
 * one, for one employee and the next open month (`claim_id`).
 */
export const payrollExtraAllowances = tenantTable(
  'payroll_extra_allowances',
  {
    name: text('name').notNull(),
    description: text('description'),
    /** one_off | recurring */
    recurrence: text('recurrence').notNull().default('one_off'),
    amountKobo: kobo('amount_kobo').notNull(),
    isTaxable: boolean('is_taxable').notNull().default(true),
    isPensionable: boolean('is_pensionable').notNull().default(false),
    claimId: ref('claim_id'),
    ...timestamps(),
  },
  (t) => [companyFk('payroll_extra_allowances', t)],
);

/** The months (first day) an extra allowance is paid in. */
export const payrollExtraAllowanceMonths = pgTable(
  'payroll_extra_allowance_months',
  {
    companyId: companyId(),
    extraAllowanceId: ref('extra_allowance_id').notNull(),
    month: date('month').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.extraAllowanceId, t.month] }),
    index('payroll_extra_allowance_months_month_idx').on(t.companyId, t.month),
    cascadeTo(payrollExtraAllowances, t, t.extraAllowanceId, 'payroll_extra_allowance_months_extra_fk'),
  ],
);

/** Who an extra allowance is paid to; `amount_kobo` overrides its amount for that employee. */
export const payrollExtraAllowanceEmployees = linkTable(
  'payroll_extra_allowance_employees',
  [
    { column: 'extraAllowanceId', to: payrollExtraAllowances, fk: 'extra' },
    { column: 'employeeId', to: employees, fk: 'employee', index: 'employee' },
  ],
  { columns: { amountKobo: kobo('amount_kobo') } },
);

/**
 * An employee's claim for an allowance (ESS payslip create/edit/approval), decided through the
 * approval engine (subject 'allowance-claim'); approved, it is paid in the next open month.
 */
export const payrollAllowanceClaims = tenantTable(
  'payroll_allowance_claims',
  {
    employeeId: ref('employee_id').notNull(),
    allowanceId: ref('allowance_id'),
    title: text('title').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    reason: text('reason'),
    /** pending | approved | rejected | paid */
    status: text('status').notNull().default('pending'),
    /** The payroll month (first day) it is paid in, once approved. */
    payMonth: date('pay_month'),
    ...decision(),
    ...timestamps(),
  },
  (t) => [
    index('payroll_allowance_claims_employee_idx').on(t.companyId, t.employeeId, t.status),
    employeeFk('payroll_allowance_claims', t),
    foreignKey({
      name: 'payroll_allowance_claims_allowance_fk',
      columns: [t.companyId, t.allowanceId],
      foreignColumns: [payrollAllowances.companyId, payrollAllowances.id],
    }).onDelete('set null'),
  ],
);

// ---------------------------------------------------------------------------------------------
// The salary schedule: one row per employee and month
// ---------------------------------------------------------------------------------------------

/**
 * An upload of earlier months' pay (settings/upload-payment-history), so year-to-date figures start
 * right for a company that moves mid-year. Its rows are salary schedule rows with `source` 'import'.
 */
export const payrollHistoryUploads = tenantTable(
  'payroll_history_uploads',
  {
    fileName: text('file_name').notNull(),
    rowsImported: integer('rows_imported').notNull().default(0),
    /** Per-row problems: [{ row, field, message }]. */
    errors: jsonb('errors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [companyFk('payroll_history_uploads', t)],
);

/**
 * What one employee is paid for one month (ADR 41). A run writes `open` rows and rewrites them on a
 * re-run (one row per employee and month, so never twice); confirming makes them `confirmed`, and a
 * confirmed row never changes. `lines` holds every payslip line: `[{ kind, code, name, amount_kobo
 * (text), taxable, pensionable, source, ref }]` where kind is component | allowance | benefit |
 * overtime | deduction | loan_repayment | statutory. Totals are kept in columns for reports.
 */
export const payrollScheduleRows = tenantTable(
  'payroll_schedule_rows',
  {
    employeeId: ref('employee_id').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** open | confirmed */
    status: text('status').notNull().default('open'),
    /** run | import */
    source: text('source').notNull().default('run'),
    uploadId: ref('upload_id'),
    branchId: ref('branch_id'),
    departmentId: ref('department_id'),
    payPackageId: ref('pay_package_id'),
    taxTableId: ref('tax_table_id'),
    daysInMonth: smallint('days_in_month').notNull(),
    daysPaid: smallint('days_paid').notNull(),
    monthlySalaryKobo: kobo('monthly_salary_kobo').notNull().default(0),
    basicKobo: kobo('basic_kobo').notNull().default(0),
    grossPayKobo: kobo('gross_pay_kobo').notNull().default(0),
    taxablePayKobo: kobo('taxable_pay_kobo').notNull().default(0),
    pensionablePayKobo: kobo('pensionable_pay_kobo').notNull().default(0),
    overtimeKobo: kobo('overtime_kobo').notNull().default(0),
    benefitsKobo: kobo('benefits_kobo').notNull().default(0),
    deductionsKobo: kobo('deductions_kobo').notNull().default(0),
    loanRepaymentKobo: kobo('loan_repayment_kobo').notNull().default(0),
    /** Deductions before tax (pension, NHF, NHIS, life assurance) the PAYE relief counted. */
    eligibleDeductionsKobo: kobo('eligible_deductions_kobo').notNull().default(0),
    payeKobo: kobo('paye_kobo').notNull().default(0),
    pensionEmployeeKobo: kobo('pension_employee_kobo').notNull().default(0),
    pensionEmployerKobo: kobo('pension_employer_kobo').notNull().default(0),
    nhfKobo: kobo('nhf_kobo').notNull().default(0),
    nhisKobo: kobo('nhis_kobo').notNull().default(0),
    nsitfKobo: kobo('nsitf_kobo').notNull().default(0),
    itfKobo: kobo('itf_kobo').notNull().default(0),
    netPayKobo: kobo('net_pay_kobo').notNull().default(0),
    lines: jsonb('lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    computedAt: instant('computed_at').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
    confirmedBy: ref('confirmed_by'),
    /** Set when the payslip mail is queued, so a retried confirm never mails twice. */
    payslipMailedAt: instant('payslip_mailed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_schedule_rows_employee_month_key').on(t.companyId, t.employeeId, t.year, t.month),
    index('payroll_schedule_rows_month_idx').on(t.companyId, t.year, t.month, t.status),
    check('payroll_schedule_rows_month_check', sql`${t.month} BETWEEN 1 AND 12`),
    check('payroll_schedule_rows_status_check', sql`${t.status} IN ('open', 'confirmed')`),
    employeeFk('payroll_schedule_rows', t),
    cascadeTo(payrollHistoryUploads, t, t.uploadId, 'payroll_schedule_rows_upload_fk'),
  ],
);
