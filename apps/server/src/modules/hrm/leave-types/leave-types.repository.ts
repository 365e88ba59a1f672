import { and, asc, eq, sql } from 'drizzle-orm';
import type { LeaveTypeRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { searchedInCompany, selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';

export interface LeaveTypeValues {
  leaveName: string;
  weekend: string[];
  applicableDays: number;
  periodType: string;
  gender: string | null;
  note: string | null;
  isGeneric: boolean;
  branchId: number | null;
  categoryType: string;
  memberIds: number[];
}

const columns = {
  id: leaveTypes.id,
  leave_name: leaveTypes.leaveName,
  applicable_days: leaveTypes.applicableDays,
  period_type: leaveTypes.periodType,
  weekend: leaveTypes.weekend,
  gender: leaveTypes.gender,
  is_generic: leaveTypes.isGeneric,
  branch_id: leaveTypes.branchId,
  category_type: leaveTypes.categoryType,
  note: leaveTypes.note,
  member_ids: leaveTypes.memberIds,
};

type Raw = Omit<LeaveTypeRow, 'weekend' | 'gender' | 'category_type'> & {
  weekend: string[];
  gender: string | null;
  category_type: string;
  member_ids: number[];
};

export type StoredLeaveType = LeaveTypeRow & { member_ids: number[] };

const toRow = (r: Raw): StoredLeaveType => ({
  ...r,
  weekend: r.weekend as LeaveTypeRow['weekend'],
  gender: r.gender as LeaveTypeRow['gender'],
  category_type: r.category_type as LeaveTypeRow['category_type'],
  member_ids: r.member_ids.map(Number),
});

export async function listLeaveTypes(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: LeaveTypeRow[]; total: number }> {
  const where = searchedInCompany(leaveTypes, companyId, leaveTypes.leaveName, search);
  const list = { columns, from: leaveTypes, where, order: [asc(leaveTypes.id)] };
  return selectedPage(tx, list, { limit, offset }, (r) => {
    const { member_ids: _members, ...row } = toRow(r);
    return row;
  });
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findLeaveType = rowFinder({ columns, from: leaveTypes }, toRow);

export async function insertLeaveType(tx: Tx, companyId: number, v: LeaveTypeValues): Promise<number> {
  return insertCompanyRow(tx, leaveTypes, companyId, v, 'the new leave type');
}

/** Several types in one statement (a new company's defaults). */
export async function insertLeaveTypes(tx: Tx, companyId: number, list: LeaveTypeValues[]): Promise<void> {
  if (list.length) await tx.insert(leaveTypes).values(list.map((v) => ({ companyId, ...v })));
}

export async function updateLeaveType(
  tx: Tx,
  companyId: number,
  id: number,
  v: LeaveTypeValues,
): Promise<void> {
  await updateCompanyRow(tx, leaveTypes, companyId, id, { ...v, updatedAt: new Date() });
}

/** How many leave requests, of any status, are of this type. */
export async function countRequestsOfType(tx: Tx, companyId: number, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.leaveTypeId, id)));
  return row?.n ?? 0;
}

export async function deleteLeaveType(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(leaveTypes).where(and(eq(leaveTypes.companyId, companyId), eq(leaveTypes.id, id)));
}

/** The employee when they are this company's (archived ones too: their past leave still reads). */
export async function findEmployee(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: employees.id, branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)))
    .limit(1);
  return row;
}
