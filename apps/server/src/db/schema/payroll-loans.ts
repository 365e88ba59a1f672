import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import {
  cascadeTo,
  companyId,
  createdAt,
  decision,
  kobo,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
  updatedAt,
} from './columns.ts';

/**
 * Loans, and benefits and deductions (issue 20): what payroll pays beside the package or recovers
 * from net pay, each through a pay item source (ADR 41). Amounts are whole kobo; months are kept as
 * the month's first day.
 */

// ---------------------------------------------------------------------------------------------
// Loans
// ---------------------------------------------------------------------------------------------

/** A kind of loan the company offers, with its limits and interest (settings/loan-type). */
export const payrollLoanTypes = tenantTable(
  'payroll_loan_types',
  {
    name: text('name').notNull(),
    description: text('description'),
    minimumAmountKobo: kobo('minimum_amount_kobo').notNull().default(0),
    maximumAmountKobo: kobo('maximum_amount_kobo').notNull(),
    maxTenureMonths: integer('max_tenure_months').notNull(),
    /** Percent a year. */
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }).notNull().default('0'),
    /** flat | reducing */
    interestType: text('interest_type').notNull().default('flat'),
    /** Months of service before an employee may apply. */
    eligibleAfterMonths: integer('eligible_after_months').notNull().default(0),
    /** active | inactive */
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_loan_types_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('payroll_loan_types', t),
    check('payroll_loan_types_interest_type_check', sql`${t.interestType} IN ('flat', 'reducing')`),
    check('payroll_loan_types_status_check', sql`${t.status} IN ('active', 'inactive')`),
  ],
);

/** The most principal an employee of a branch or grade may have outstanding at once (loan-cap/form). */
export const payrollLoanCaps = pgTable(
  'payroll_loan_caps',
  {
    companyId: companyId(),
    /** branch | grade */
    modelType: text('model_type').notNull(),
    modelId: ref('model_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.modelType, t.modelId] }),
    companyFk('payroll_loan_caps', t),
    check('payroll_loan_caps_model_type_check', sql`${t.modelType} IN ('branch', 'grade')`),
  ],
);

/**
 * A loan request and, once approved and disbursed, the loan itself. The type's rate and interest
 * are copied in when the request is made, so a later change of the type does not touch it.
 */
export const payrollLoans = tenantTable(
  'payroll_loans',
  {
    employeeId: ref('employee_id').notNull(),
    loanTypeId: ref('loan_type_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    reason: text('reason'),
    /** The first payroll month that deducts (the month's first day). */
    repaymentStart: date('repayment_start').notNull(),
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }).notNull(),
    interestType: text('interest_type').notNull(),
    /** pending | approved | rejected | disbursed | repaid */
    status: text('status').notNull().default('pending'),
    monthlyInstalmentKobo: kobo('monthly_instalment_kobo').notNull().default(0),
    totalRepayableKobo: kobo('total_repayable_kobo').notNull().default(0),
    amountDisbursedKobo: kobo('amount_disbursed_kobo').notNull().default(0),
    amountRepaidKobo: kobo('amount_repaid_kobo').notNull().default(0),
    ...decision(),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('payroll_loans_employee_idx').on(t.companyId, t.employeeId, t.status),
    index('payroll_loans_status_idx').on(t.companyId, t.status),
    employeeFk('payroll_loans', t),
    sameCompanyKey(payrollLoanTypes, t, t.loanTypeId, 'payroll_loans_type_fk'),
    check(
      'payroll_loans_status_check',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'disbursed', 'repaid')`,
    ),
  ],
);

/**
 * One month of a loan's repayment schedule. `refunded_kobo` is the part a manual refund settled
 * (refunds settle the last unpaid instalments first); `paid_month` is set when a confirmed payroll
 * month deducted the rest.
 */
export const payrollLoanInstalments = pgTable(
  'payroll_loan_instalments',
  {
    companyId: companyId(),
    loanId: ref('loan_id').notNull(),
    /** 1-based place in the schedule. */
    seq: smallint('seq').notNull(),
    month: date('month').notNull(),
    principalKobo: kobo('principal_kobo').notNull(),
    interestKobo: kobo('interest_kobo').notNull(),
    instalmentKobo: kobo('instalment_kobo').notNull(),
    refundedKobo: kobo('refunded_kobo').notNull().default(0),
    /** The payroll month that deducted it (first day), once confirmed. */
    paidMonth: date('paid_month'),
    paidKobo: kobo('paid_kobo').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.loanId, t.seq] }),
    index('payroll_loan_instalments_month_idx').on(t.companyId, t.month),
    cascadeTo(payrollLoans, t, t.loanId, 'payroll_loan_instalments_loan_fk'),
  ],
);

/** Money paid out to the employee on an approved loan; several add up to at most its amount. */
export const payrollLoanDisbursements = tenantTable(
  'payroll_loan_disbursements',
  {
    loanId: ref('loan_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    disbursedOn: date('disbursed_on').notNull(),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payroll_loan_disbursements_loan_idx').on(t.companyId, t.loanId),
    cascadeTo(payrollLoans, t, t.loanId, 'payroll_loan_disbursements_loan_fk'),
  ],
);

/** A manual repayment outside payroll (loan-refund). */
export const payrollLoanRefunds = tenantTable(
  'payroll_loan_refunds',
  {
    loanId: ref('loan_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    refundedOn: date('refunded_on').notNull(),
    note: text('note'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('payroll_loan_refunds_loan_idx').on(t.companyId, t.loanId),
    cascadeTo(payrollLoans, t, t.loanId, 'payroll_loan_refunds_loan_fk'),
  ],
);
