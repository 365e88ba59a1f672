import type { Tx } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';

/**
 * The pay item source (issue 19, ADR 41): how anything beside the pay package adds its lines to a
 * payroll run without the run knowing it. Overtime, allowances and extra allowances, and later
 * loans, benefits and deductions each register one source from their own module; the run asks every
 * source for the month's lines of the employees it computes, and tells each source when a month is
 * confirmed. A source never writes schedule rows itself.
 */

/** The payroll month being computed: calendar month, first and last day as `YYYY-MM-DD`. */
export interface PayPeriod {
  year: number;
  /** 1–12 */
  month: number;
  /** `YYYY-MM-01` */
  start: string;
  /** The last day of the month, `YYYY-MM-DD`. */
  end: string;
  daysInMonth: number;
}

/**
 * Where a line shows on the payslip and in the schedule row: `allowance` (with the components,
 * in gross), `benefit` and `overtime` (in gross, the payslip's benefits), `deduction` and
 * `loan_repayment` (taken from net pay after tax). Components and statutory lines are the run's own.
 */
export type PayItemKind = 'allowance' | 'benefit' | 'overtime' | 'deduction' | 'loan_repayment';

export interface PayItemLine {
  employeeId: number;
  kind: PayItemKind;
  /** Stable across months, so year to date adds up by it: 'OVERTIME', 'ALLOWANCE_3', 'LOAN_12'. */
  code: string;
  /** What the payslip shows. */
  name: string;
  /** Always positive, whole kobo: a deduction is positive and kind says it is taken. */
  amountKobo: bigint;
  /** Earnings only: counted in taxable pay. */
  taxable: boolean;
  /** Earnings only: counted in pensionable pay (pension 8 % / 10 %). */
  pensionable: boolean;
  /** Deductions only: an eligible deduction for PAYE (life assurance), taken before tax. */
  taxRelief?: boolean;
  /** The source's own reference (a loan schedule row), handed back on confirm. */
  ref?: string;
}

export interface PayItemSource {
  /** Unique, and kept in each line's `source` on the schedule row: 'overtime', 'allowances'. */
  name: string;
  /**
   * The lines of `period` for these employees, read in one or a few set-wise queries (a run computes
   * 10,000 employees; ARCHITECTURE §6). Lines for employees not asked for are ignored.
   */
  lines(tx: Tx, companyId: number, period: PayPeriod, employeeIds: readonly number[]): Promise<PayItemLine[]>;
  /**
   * The month was confirmed for these employees with these lines of this source, in the confirming
   * transaction: record what was paid (a loan's instalment, a claim as paid). Must be idempotent.
   */
  confirmed?(tx: Tx, companyId: number, period: PayPeriod, lines: readonly PayItemLine[]): Promise<void>;
}

const sources = new Map<string, PayItemSource>();

/**
 * Registers a source; called from its module's registration. The same source again is a no-op (a
 * process that builds the app twice, as tests and the bench do); another source of the same name
 * is a mistake.
 */
export function registerPayItemSource(source: PayItemSource): void {
  const known = sources.get(source.name);
  if (known === source) return;
  if (known) throw new Error(`pay item source ${source.name} is registered twice`);
  sources.set(source.name, source);
}

export function payItemSources(): readonly PayItemSource[] {
  return [...sources.values()];
}

/**
 * Told after a month is confirmed, in the confirming transaction, with the employees confirmed (the
 * payslip mail queues its job here, so it exists exactly when the confirmation commits).
 */
export type ConfirmListener = (
  ctx: RequestContext,
  period: PayPeriod,
  employeeIds: readonly number[],
) => Promise<void>;

const confirmListeners: ConfirmListener[] = [];

/** Adds a listener; the same function again is a no-op (the app built twice in one process). */
export function onPayrollConfirmed(listener: ConfirmListener): void {
  if (!confirmListeners.includes(listener)) confirmListeners.push(listener);
}

export function payrollConfirmListeners(): readonly ConfirmListener[] {
  return confirmListeners;
}

/** One line of a schedule row's `lines` (the payslip's lines), as stored in jsonb. */
export interface ScheduleLine {
  /** component | statutory, or a PayItemKind */
  kind: PayItemKind | 'component' | 'statutory';
  code: string;
  name: string;
  /** Whole kobo as text (jsonb numbers are not trusted past 2^53). */
  amount_kobo: string;
  taxable: boolean;
  pensionable: boolean;
  /** 'package', 'statutory', or the PayItemSource's name. */
  source: string;
  /** Statutory lines the employer pays (pension 10 %, NSITF, ITF): shown, never taken from net pay. */
  employer?: boolean;
  /** Deductions only: counted among PAYE's eligible deductions (life assurance). */
  tax_relief?: boolean;
  ref?: string;
}
