import type { Tx } from '../../../../platform/db/database.ts';

/**
 * The monthly base of a work rate that is not a custom charge: the sum of the employee's pay package
 * amounts for the rate's `payroll_charges` items (overtime_work_rate_charges → pay_breakdowns). Pay
 * packages belong to payroll, which has not landed: until it does this answers no base, so premium
 * pay under such a rate has no hourly rate and an amount of 0 (ADR 36). This is the one function
 * payroll fills in; nothing else in overtime changes when it does.
 */
export async function payPackageBases(
  _tx: Tx,
  _companyId: number,
  _wanted: readonly { employeeId: number; workRateId: number }[],
): Promise<Map<number, number>> {
  return new Map();
}
