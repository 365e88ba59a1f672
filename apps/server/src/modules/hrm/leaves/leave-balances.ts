import type { Tx } from '../../../platform/db/database.ts';
import { entitlement } from './leave-days.ts';
import { usageOfEmployee, type UsageRow } from './leave-balances.repository.ts';

/** Every employee's use of a leave type in a year, for the HR usage report (with toBalance). */
export { usageByType } from './leave-balances.repository.ts';

/** An employee's balance of one leave type in a leave year (ADR 23; the home card's leave item). */
export interface LeaveBalance {
  employeeId: number;
  leaveTypeId: number;
  leaveName: string;
  year: number;
  /** The entitlement, pro-rated for a joiner: spec 2's `applicable_days` on the home card. */
  applicableDays: number;
  daysTaken: number;
  pendingDays: number;
  remainingDays: number;
}

export function toBalance(row: UsageRow, year: number): LeaveBalance {
  const entitled = entitlement(row.applicableDays, row.appointmentDate, year);
  return {
    employeeId: row.employeeId,
    leaveTypeId: row.leaveTypeId,
    leaveName: row.leaveName,
    year,
    applicableDays: entitled,
    daysTaken: row.approvedDays,
    pendingDays: row.pendingDays,
    remainingDays: entitled - row.approvedDays,
  };
}

/** One employee's balances of every leave type they may take, in a year. */
export async function employeeBalances(
  tx: Tx,
  companyId: number,
  employeeId: number,
  year: number,
  opts: { leaveTypeId?: number; excludeRequestId?: number } = {},
): Promise<LeaveBalance[]> {
  const rows = await usageOfEmployee(tx, companyId, employeeId, year, opts);
  return rows.map((r) => toBalance(r, year));
}

/** Days still free to request: the entitlement less approved and pending days (pending reserve). */
export const requestable = (b: LeaveBalance) => b.applicableDays - b.daysTaken - b.pendingDays;
