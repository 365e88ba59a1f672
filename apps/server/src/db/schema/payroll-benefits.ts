import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import {
  cascadeTo,
  companyId,
  decision,
  instant,
  kobo,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
} from './columns.ts';

/**
 * Benefits and deductions (issue 20): paid with gross or taken from net pay in the months they cover,
 * through a pay item source (ADR 41). Amounts are whole kobo; months are kept as the month's first day.
 */

// ---------------------------------------------------------------------------------------------
// Benefits and deductions
// ---------------------------------------------------------------------------------------------

/** A kind of benefit (added to gross) or deduction (taken from net pay). */
export const payrollBenefitDeductionTypes = tenantTable(
  'payroll_benefit_deduction_types',
  {
    name: text('name').notNull(),
    isDeduction: boolean('is_deduction').notNull().default(false),
    /** A taxable benefit adds to PAYE's gross. */
    isTaxable: boolean('is_taxable').notNull().default(true),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_benefit_deduction_types_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('payroll_benefit_deduction_types', t),
  ],
);

/** One benefit or deduction for one employee, once or monthly, approved through the engine. */
export const payrollBenefitDeductions = tenantTable(
  'payroll_benefit_deductions',
  {
    employeeId: ref('employee_id').notNull(),
    typeId: ref('type_id').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    /** one_off | monthly */
    frequency: text('frequency').notNull(),
    startMonth: date('start_month').notNull(),
    /** Monthly only; null for one_off (its start month is its only month). */
    endMonth: date('end_month'),
    note: text('note'),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    ...decision(),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('payroll_benefit_deductions_employee_idx').on(t.companyId, t.employeeId, t.status),
    index('payroll_benefit_deductions_status_idx').on(t.companyId, t.status, t.startMonth),
    employeeFk('payroll_benefit_deductions', t),
    sameCompanyKey(payrollBenefitDeductionTypes, t, t.typeId, 'payroll_benefit_deductions_type_fk'),
    check('payroll_benefit_deductions_frequency_check', sql`${t.frequency} IN ('one_off', 'monthly')`),
    check('payroll_benefit_deductions_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** The months a confirmed payroll paid (or took) a benefit or deduction (view-details). */
export const payrollBenefitDeductionPayments = pgTable(
  'payroll_benefit_deduction_payments',
  {
    companyId: companyId(),
    benefitDeductionId: ref('benefit_deduction_id').notNull(),
    month: date('month').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    confirmedAt: instant('confirmed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.benefitDeductionId, t.month] }),
    cascadeTo(
      payrollBenefitDeductions,
      t,
      t.benefitDeductionId,
      'payroll_benefit_deduction_payments_record_fk',
    ),
  ],
);
