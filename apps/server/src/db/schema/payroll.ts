import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { linkTable } from './link-tables.ts';
import { employees } from './organization.ts';
import { cascadeTo, companyId, createdAt, kobo, ref, tenantTable, timestamps } from './columns.ts';

/**
 * Payroll (issue 19, ADR 41): the salary structure, the statutory tables, the extras paid beside a
 * package, and the salary schedule a run computes. Every amount is whole kobo (`kobo()`), every rate
 * a `numeric` percent: nothing on the way from here to a payslip is binary floating point.
 */

/** A percent with up to four decimals (8.0000, 2.5000, 0.7500). */
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

// ---------------------------------------------------------------------------------------------
// Salary structure: pay breakdown items and pay packages
// ---------------------------------------------------------------------------------------------

/**
 * One component of a pay package (Basic, Housing, Transport, …; ADR 37 created it for overtime).
 * `calculation_type` says how a package's amount is found: a `percentage` of its monthly salary, a
 * `fixed` amount, or a `formula` (ADR 42) over the monthly salary, other components' codes and days.
 */
export const payBreakdowns = tenantTable(
  'pay_breakdowns',
  {
    allowanceName: text('allowance_name').notNull(),
    /** Short and unique in the company ('BASIC'): what formulas and the payroll register name it by. */
    code: text('code').notNull(),
    /** basic | housing | transport | other: what pension and NHF find their base in. */
    componentType: text('component_type').notNull().default('other'),
    /** percentage | fixed | formula */
    calculationType: text('calculation_type').notNull().default('percentage'),
    /** Share of the monthly salary, in percent, for `percentage`. */
    percentage: numeric('percentage', { precision: 5, scale: 2 }),
    /** The monthly amount for `fixed`. */
    amountKobo: kobo('amount_kobo'),
    formula: text('formula'),
    isPensionable: boolean('is_pensionable').notNull().default(false),
    isTaxable: boolean('is_taxable').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pay_breakdowns_name_key').on(t.companyId, sql`lower(btrim(${t.allowanceName}))`),
    uniqueIndex('pay_breakdowns_code_key').on(t.companyId, sql`upper(${t.code})`),
    check(
      'pay_breakdowns_component_type_check',
      sql`${t.componentType} IN ('basic', 'housing', 'transport', 'other')`,
    ),
    check(
      'pay_breakdowns_calculation_type_check',
      sql`${t.calculationType} IN ('percentage', 'fixed', 'formula')`,
    ),
    companyFk('pay_breakdowns', t),
  ],
);

/** A pay package: a monthly salary split by the pay breakdown, assigned to employees. */
export const payPackages = tenantTable(
  'pay_packages',
  {
    packageName: text('package_name').notNull(),
    description: text('description'),
    monthlySalaryKobo: kobo('monthly_salary_kobo').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pay_packages_name_key').on(t.companyId, sql`lower(btrim(${t.packageName}))`),
    companyFk('pay_packages', t),
  ],
);

/** The items a package pays; `amount_kobo` overrides the item's own rule for this package. */
export const payPackageItems = linkTable(
  'pay_package_items',
  [
    { column: 'payPackageId', to: payPackages, fk: 'package' },
    { column: 'payBreakdownId', to: payBreakdowns, fk: 'breakdown' },
  ],
  { columns: { amountKobo: kobo('amount_kobo') } },
);

/**
 * Which package an employee is paid by, from a date: one row per change, so a month is computed with
 * the package that applied then and the variance can say "package change". The package in force on
 * a day is the row with the latest `effective_from` on or before it. An un-assign adds a row with no
 * `pay_package_id` ("no package from then", ADR 44), so the history is only ever appended to.
 */
export const employeePayPackages = pgTable(
  'employee_pay_packages',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** Null: no package from `effective_from` (an un-assign). */
    payPackageId: ref('pay_package_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.effectiveFrom] }),
    index('employee_pay_packages_package_idx').on(t.companyId, t.payPackageId),
    employeeFk('employee_pay_packages', t),
    cascadeTo(payPackages, t, t.payPackageId, 'employee_pay_packages_package_fk'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Statutory deductions and company remittances
// ---------------------------------------------------------------------------------------------

/**
 * A version of the PAYE rules and the employee-side statutory rates, in force from `effective_from`
 * (ADR 43). `regime` is `nta_2025` (Nigeria Tax Act 2025: rent relief, no CRA) or `pita` (Personal
 * Income Tax Act as amended 2011: CRA and the 1 % minimum tax). `bands` is the annual band list in
 * order: `[{ width_kobo: "80000000" | null (the rest), rate: "15.00" }]`.
 */
export const payrollTaxTables = tenantTable(
  'payroll_tax_tables',
  {
    name: text('name').notNull(),
    regime: text('regime').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    bands: jsonb('bands').notNull(),
    rentReliefRate: rate('rent_relief_rate').notNull().default('0'),
    rentReliefCapKobo: kobo('rent_relief_cap_kobo').notNull().default(0),
    craFixedKobo: kobo('cra_fixed_kobo').notNull().default(0),
    craGrossRate: rate('cra_gross_rate').notNull().default('0'),
    craExtraRate: rate('cra_extra_rate').notNull().default('0'),
    minimumTaxRate: rate('minimum_tax_rate').notNull().default('0'),
    /** Monthly gross at or below which no PAYE is due (the national minimum wage). */
    minimumWageKobo: kobo('minimum_wage_kobo').notNull().default(0),
    pensionEmployeeRate: rate('pension_employee_rate').notNull().default('8'),
    nhfRate: rate('nhf_rate').notNull().default('2.5'),
    /** NHIS, employee share, percent of basic; 0 when the company does not deduct it. */
    nhisRate: rate('nhis_rate').notNull().default('0'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_tax_tables_effective_key').on(t.companyId, t.effectiveFrom),
    check('payroll_tax_tables_regime_check', sql`${t.regime} IN ('nta_2025', 'pita')`),
    companyFk('payroll_tax_tables', t),
  ],
);

/**
 * An employer contribution (spec 3 §7 "company remittance"): pension 10 %, NSITF 1 %, ITF 1 % by
 * default. `base` is what the rate applies to; `min_headcount` is the staff a company needs before
 * it is due (ITF: 5).
 */
export const companyRemittances = tenantTable(
  'company_remittances',
  {
    name: text('name').notNull(),
    code: text('code').notNull(),
    rate: rate('rate').notNull(),
    /** gross | pensionable | basic */
    base: text('base').notNull().default('gross'),
    minHeadcount: integer('min_headcount').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** One of the three the law names: kept, never deleted (it may be disabled). */
    isStatutory: boolean('is_statutory').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_remittances_code_key').on(t.companyId, sql`upper(${t.code})`),
    check('company_remittances_base_check', sql`${t.base} IN ('gross', 'pensionable', 'basic')`),
    companyFk('company_remittances', t),
  ],
);

// ---------------------------------------------------------------------------------------------
// Batching and grouping
// ---------------------------------------------------------------------------------------------

/**
 * A payment batch (spec 3 "batching-and-grouping"): employees grouped by bank, by branch, or a
 * custom list. The salary schedule filters by it (`group_ids`); salary payments batch by it.
 */
export const payrollBatchGroups = tenantTable(
  'payroll_batch_groups',
  {
    name: text('name').notNull(),
    description: text('description'),
    /** bank | branch | custom */
    batchBy: text('batch_by').notNull(),
    /** For `bank`: the banks (lookup ids); for `branch`: the branches. Empty for `custom`. */
    bankIds: bigint('bank_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    branchIds: bigint('branch_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payroll_batch_groups_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    check('payroll_batch_groups_batch_by_check', sql`${t.batchBy} IN ('bank', 'branch', 'custom')`),
    companyFk('payroll_batch_groups', t),
  ],
);

/** The employees of a custom batch group. */
export const payrollBatchGroupEmployees = linkTable('payroll_batch_group_employees', [
  { column: 'groupId', to: payrollBatchGroups, fk: 'group' },
  { column: 'employeeId', to: employees, fk: 'employee' },
]);
