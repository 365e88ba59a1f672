import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeaveRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { readStatus, type StoredLeaveStatus } from './leave-days.ts';

/**
 * Leave requests' rows: the lists, one request, and their writes. Every statement names the company
 * as well as relying on RLS (ADR 18).
 */

/** The relief officer, joined by the lists and the inbox under one alias. */
export const relief = alias(employees, 'relief');

/** How a request's employee, type and relief officer are joined: by id, within its own company. */
export const employeeOn = and(
  eq(employees.companyId, leaveRequests.companyId),
  eq(employees.id, leaveRequests.employeeId),
);
export const leaveTypeOn = and(
  eq(leaveTypes.companyId, leaveRequests.companyId),
  eq(leaveTypes.id, leaveRequests.leaveTypeId),
);
export const reliefOn = and(
  eq(relief.companyId, leaveRequests.companyId),
  eq(relief.id, leaveRequests.handoverTo),
);

/** The level waiting now on a pending request (0 once decided), from the engine's own rows. */
export const approvalLevel = sql<number>`coalesce((SELECT min(l.level)::int
  FROM approval_requests a
  JOIN approval_request_levels l ON l.company_id = a.company_id AND l.request_id = a.id
  WHERE a.company_id = ${leaveRequests.companyId} AND a.module = 'leave'
    AND a.subject_id = ${leaveRequests.id} AND a.status = 'pending' AND l.outcome IS NULL), 0)`;

/** What every leave row shows, in the lists and in the approver's inbox (leave-inbox.repository.ts). */
export const leaveRowColumns = {
  id: leaveRequests.id,
  employee_id: leaveRequests.employeeId,
  employee_name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  leave_type_id: leaveRequests.leaveTypeId,
  leave_type_name: leaveTypes.leaveName,
  start_date: sql<string>`to_char(${leaveRequests.startDate}, 'YYYY-MM-DD')`,
  end_date: sql<string>`to_char(${leaveRequests.endDate}, 'YYYY-MM-DD')`,
  days: leaveRequests.days,
  handover_to: leaveRequests.handoverTo,
  relief: sql<string | null>`${relief.firstName} || ' ' || ${relief.lastName}`,
  note: leaveRequests.note,
};

const columns = {
  ...leaveRowColumns,
  stored_status: leaveRequests.status,
  approval_level: approvalLevel,
  created_at: leaveRequests.createdAt,
  branch_id: employees.branchId,
};

type Raw = Awaited<ReturnType<typeof base>>[number];

export type StoredLeave = LeaveRow & { stored_status: StoredLeaveStatus; branch_id: number | null };

// scoping: maps a row its caller's query selected (filtered by company_id there)
function toRow(r: Raw, today: string): StoredLeave {
  const stored = r.stored_status as StoredLeaveStatus;
  return {
    id: r.id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    leave_type_id: r.leave_type_id,
    leave_id: r.leave_type_id,
    leave_type_name: r.leave_type_name,
    start_date: r.start_date,
    end_date: r.end_date,
    days: r.days,
    handover_to: r.handover_to,
    relief: r.handover_to === null ? null : r.relief,
    note: r.note,
    status: readStatus(stored, r.start_date, today),
    approval_level: Number(r.approval_level),
    created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    stored_status: stored,
    branch_id: r.branch_id,
  };
}

// scoping: the select and joins; listLeaves and findLeave add the company_id filter
function base(tx: Tx) {
  return tx
    .select(columns)
    .from(leaveRequests)
    .innerJoin(employees, employeeOn)
    .innerJoin(leaveTypes, leaveTypeOn)
    .leftJoin(relief, reliefOn);
}

export async function findLeave(
  tx: Tx,
  companyId: number,
  id: number,
  today: string,
): Promise<StoredLeave | undefined> {
  const [raw] = await base(tx)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, id)))
    .limit(1);
  return raw ? toRow(raw as Raw, today) : undefined;
}

export interface LeaveValues {
  employeeId: number;
  leaveTypeId: number;
  startDate: string;
  endDate: string;
  days: number;
  handoverTo: number | null;
  note: string;
}

export async function insertLeave(
  tx: Tx,
  companyId: number,
  v: LeaveValues,
  createdBy: number | null,
): Promise<number> {
  return insertCompanyRow(tx, leaveRequests, companyId, { ...v, createdBy }, 'the new leave request');
}

export async function updateLeave(tx: Tx, companyId: number, id: number, v: LeaveValues) {
  await updateCompanyRow(tx, leaveRequests, companyId, id, { ...v, updatedAt: new Date() });
}

export async function setStatus(tx: Tx, companyId: number, id: number, status: StoredLeaveStatus) {
  await updateCompanyRow(tx, leaveRequests, companyId, id, { status, updatedAt: new Date() });
}

/** Deletes the requests and their approvals (the engine's rows go with their request). */
export async function deleteLeaves(tx: Tx, companyId: number, ids: number[]): Promise<number> {
  await tx.execute(sql`DELETE FROM approval_requests
    WHERE company_id = ${companyId} AND module = 'leave'
      AND subject_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  const gone = await tx
    .delete(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), inArray(leaveRequests.id, ids)))
    .returning({ id: leaveRequests.id });
  return gone.length;
}
