import { sql, type SQL } from 'drizzle-orm';
import {
  ALLOWANCE_CLAIM_MODULE as MODULE,
  approvalLevelLabel,
  koboToNaira,
  monthOfDate,
  monthStart,
  type AllowanceClaim,
  type AllowanceClaimStatus,
  type AllowanceClaimValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { fallbackRows } from '../../../platform/approvals/fallback-rows.repository.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/**
 * Allowance claims (payroll_allowance_claims; ADR 45). Every statement names the company as well as
 * relying on RLS (ADR 18).
 */

/** Who is reading: their employee id, and as a payroll approver the branches they decide (null: all). */
export interface ClaimViewer {
  employeeId: number;
  /** Holders of 'approve payroll' decide claims no approver group governs; false for others. */
  payrollBranches: number[] | null | false;
}

// Whether the engine governs a claim, which of some ids it governs, and an engine rejection's reason.
const fallback = fallbackRows(MODULE, 'payroll_allowance_claims', 'c');
const { governed } = fallback;
export const { governedIds, setRejectionReason } = fallback;

/** The pending claim waits on the viewer now: through the engine, or as a payroll approver. */
// scoping: a fragment tied to the claim row `c`, which every caller filters by company
function waitsOn(v: ClaimViewer): SQL {
  const engine = sql`EXISTS (SELECT 1 FROM approval_waiting w WHERE w.company_id = c.company_id
    AND w.module = ${MODULE} AND w.subject_id = c.id AND w.employee_id = ${v.employeeId})`;
  if (v.payrollBranches === false) return sql`(c.status = 'pending' AND ${engine})`;
  const branches =
    v.payrollBranches === null ? sql`true` : sql`e.branch_id = ANY(${pgArray(v.payrollBranches)}::bigint[])`;
  return sql`(c.status = 'pending' AND (${engine} OR (c.employee_id <> ${v.employeeId}
    AND ${branches} AND NOT ${governed})))`;
}

type ClaimRow = {
  id: string | number;
  employee_id: string | number;
  branch_id: string | number | null;
  name: string;
  pin: string | null;
  allowance_id: string | number | null;
  title: string;
  amount_kobo: string | number;
  reason: string | null;
  status: string;
  pay_month: string | null;
  decided_at: string | Date | null;
  rejection_reason: string | null;
  created_at: string | Date;
  can_decide: boolean;
};

export type StoredClaim = AllowanceClaim & { branch_id: number | null };

const iso = (v: string | Date) => new Date(v).toISOString();

function toClaim(r: ClaimRow, viewer: ClaimViewer): StoredClaim {
  const status = r.status as AllowanceClaimStatus;
  const employeeId = Number(r.employee_id);
  return {
    id: Number(r.id),
    employee_id: employeeId,
    branch_id: r.branch_id === null ? null : Number(r.branch_id),
    name: r.name,
    pin: r.pin,
    allowance_id: r.allowance_id === null ? null : Number(r.allowance_id),
    title: r.title,
    amount: koboToNaira(Number(r.amount_kobo)),
    reason: r.reason,
    status,
    pay_month: r.pay_month === null ? null : monthOfDate(r.pay_month),
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    rejection_reason: r.rejection_reason,
    created_at: iso(r.created_at),
    can_edit: status === 'pending' && employeeId === viewer.employeeId,
    can_decide: r.can_decide,
    level: 0,
    level_label: approvalLevelLabel(0),
  };
}

// scoping: the statement's start; every caller adds `WHERE c.company_id = ${companyId}`
const select = (v: ClaimViewer) => sql`SELECT c.id, c.employee_id, e.branch_id,
    concat_ws(' ', e.first_name, e.last_name) AS name, e.pin, c.allowance_id, c.title, c.amount_kobo,
    c.reason, c.status, c.pay_month::text AS pay_month, c.decided_at, c.rejection_reason, c.created_at,
    ${waitsOn(v)} AS can_decide
  FROM payroll_allowance_claims c
  JOIN employees e ON e.company_id = c.company_id AND e.id = c.employee_id`;

export interface ClaimFilters {
  /** Only this employee's claims. */
  employeeId?: number;
  /** Only those waiting on the viewer. */
  waiting?: boolean;
  status?: AllowanceClaimStatus | undefined;
  search?: string | undefined;
}

export async function listClaims(
  tx: Tx,
  companyId: number,
  viewer: ClaimViewer,
  f: ClaimFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredClaim[]; total: number }> {
  const where = sql`c.company_id = ${companyId}
    ${f.employeeId === undefined ? sql`` : sql`AND c.employee_id = ${f.employeeId}`}
    ${f.waiting ? sql`AND ${waitsOn(viewer)}` : sql``}
    ${f.status ? sql`AND c.status = ${f.status}` : sql``}
    ${f.search ? sql`AND (c.title ILIKE ${`%${f.search}%`} OR concat_ws(' ', e.first_name, e.last_name) ILIKE ${`%${f.search}%`})` : sql``}`;
  const from = sql`payroll_allowance_claims c
    JOIN employees e ON e.company_id = c.company_id AND e.id = c.employee_id`;
  const order = sql`c.created_at DESC, c.id DESC`;
  const list = { select: select(viewer), from, where, order, limit, offset };
  return filteredPage(tx, list, (r: ClaimRow) => toClaim(r, viewer));
}

export async function findClaims(
  tx: Tx,
  companyId: number,
  viewer: ClaimViewer,
  ids: readonly number[],
  lock = false,
): Promise<StoredClaim[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<ClaimRow>(sql`${select(viewer)}
    WHERE c.company_id = ${companyId} AND c.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY c.id ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  return r.rows.map((row) => toClaim(row, viewer));
}

/** The title is the claimed allowance's name when one is claimed (a claimable, active one). */
export async function insertClaim(
  tx: Tx,
  companyId: number,
  employeeId: number,
  v: AllowanceClaimValues & { title: string },
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_allowance_claims (company_id, employee_id, allowance_id, title, amount_kobo, reason)
    VALUES (${companyId}, ${employeeId}, ${v.allowance_id}, ${v.title}, ${v.amount_kobo}, ${v.reason})
    RETURNING id`);
  return Number(expectRow(r.rows, 'the new allowance claim').id);
}

export async function updateClaim(
  tx: Tx,
  companyId: number,
  id: number,
  v: AllowanceClaimValues & { title: string },
) {
  await tx.execute(sql`UPDATE payroll_allowance_claims SET allowance_id = ${v.allowance_id},
    title = ${v.title}, amount_kobo = ${v.amount_kobo}, reason = ${v.reason}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteClaim(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM payroll_allowance_claims WHERE company_id = ${companyId} AND id = ${id}`);
}

/** The decision: approved with the month it is paid in, or rejected (with the reason when given). */
export async function setDecision(
  tx: Tx,
  companyId: number,
  id: number,
  d: { status: 'approved' | 'rejected'; payMonth?: string | null; reason?: string | null },
) {
  await tx.execute(sql`UPDATE payroll_allowance_claims SET status = ${d.status},
    pay_month = ${d.payMonth ? monthStart(d.payMonth) : null}::date,
    rejection_reason = COALESCE(${d.reason ?? null}, rejection_reason),
    decided_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** The claimed allowance when it may be claimed now (claimable and active), else undefined. */
export async function claimableAllowance(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<{ name: string }>(sql`SELECT a.name FROM payroll_allowances a
    WHERE a.company_id = ${companyId} AND a.id = ${id} AND a.claimable AND a.active`);
  return r.rows[0];
}
