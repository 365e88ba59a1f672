import { sql, type SQL } from 'drizzle-orm';
import { APPRAISAL_MODULE, type AppraisalGroupValues, type RatingSide } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';
import { appraisals } from '../../../db/schema/index.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';
import type { MemberStatus, StoredGroupStatus } from './appraisal-rules.ts';

/**
 * Appraisal groups, their members' appraisals and the ratings (ADR 64). Every statement names the
 * company as well as relying on RLS (ADR 18).
 */

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const nums = (v: unknown): number[] => (typeof v === 'string' ? JSON.parse(v) : (v as number[])).map(Number);

export interface GroupRow {
  id: number;
  name: string;
  general_setting_id: number;
  general_setting_name: string;
  period: string;
  scorecard_id: number;
  scorecard_name: string;
  employee_ids: number[];
  department_ids: number[];
  due_date: string;
  stored: StoredGroupStatus;
  initiated_at: string | null;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export async function listGroups(tx: Tx, companyId: number, ids?: number[]): Promise<GroupRow[]> {
  const r =
    await tx.execute<Raw>(sql`SELECT g.*, g.due_date::text AS due, s.name AS setting_name, c.name AS scorecard_name
    FROM appraisal_groups g
    JOIN appraisal_settings s ON s.company_id = g.company_id AND s.id = g.setting_id
    JOIN appraisal_scorecards c ON c.company_id = g.company_id AND c.id = g.scorecard_id
    WHERE g.company_id = ${companyId} ${ids ? sql`AND g.id = ANY(${pgArray(ids)}::bigint[])` : sql``}
    ORDER BY g.created_at DESC, g.id DESC`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    name: String(x.name),
    general_setting_id: Number(x.setting_id),
    general_setting_name: String(x.setting_name),
    period: String(x.period),
    scorecard_id: Number(x.scorecard_id),
    scorecard_name: String(x.scorecard_name),
    employee_ids: nums(x.employee_ids),
    department_ids: nums(x.department_ids),
    due_date: String(x.due),
    stored: String(x.status) as StoredGroupStatus,
    initiated_at: iso(x.initiated_at),
    ended_at: iso(x.ended_at),
    created_at: iso(x.created_at) ?? '',
    updated_at: iso(x.updated_at) ?? '',
  }));
}

export async function lockGroups(tx: Tx, companyId: number, ids: number[]) {
  await tx.execute(sql`SELECT id FROM appraisal_groups WHERE company_id = ${companyId}
    AND id = ANY(${pgArray(ids)}::bigint[]) ORDER BY id FOR UPDATE`);
}

export async function saveGroup(tx: Tx, companyId: number, v: AppraisalGroupValues, id?: number) {
  const employees = json([...new Set(v.employee_ids ?? [])]);
  const departments = json([...new Set(v.department_ids ?? [])]);
  if (id !== undefined) {
    await tx.execute(sql`UPDATE appraisal_groups SET name = ${v.name}, setting_id = ${v.general_setting_id}, period = ${v.period},
      scorecard_id = ${v.scorecard_id}, employee_ids = ${employees}, department_ids = ${departments}, due_date = ${v.due_date},
      updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
    return id;
  }
  const r = await tx.execute<{ id: number }>(sql`INSERT INTO appraisal_groups
    (company_id, name, setting_id, period, scorecard_id, employee_ids, department_ids, due_date)
    VALUES (${companyId}, ${v.name}, ${v.general_setting_id}, ${v.period}, ${v.scorecard_id}, ${employees}, ${departments}, ${v.due_date})
    RETURNING id`);
  return Number(expectRow(r.rows, 'appraisal group insert').id);
}

export async function setGroupStatus(tx: Tx, companyId: number, id: number, status: 'initiated' | 'ended') {
  await tx.execute(sql`UPDATE appraisal_groups SET status = ${status}, updated_at = now(),
    ${status === 'initiated' ? sql`initiated_at = now()` : sql`ended_at = now()`} WHERE company_id = ${companyId} AND id = ${id}`);
}

/** The group's people: its employees and the active staff of its departments, with their default appraiser. */
export async function resolveMembers(
  tx: Tx,
  companyId: number,
  employeeIds: number[],
  departmentIds: number[],
) {
  const r =
    await tx.execute<Raw>(sql`SELECT e.id, concat_ws(' ', e.first_name, e.last_name) AS name, d.head_employee_id
    FROM employees e LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    WHERE e.company_id = ${companyId} AND e.archived_at IS NULL AND (e.id = ANY(${pgArray(employeeIds)}::bigint[])
      OR e.department_id = ANY(${pgArray(departmentIds)}::bigint[])) ORDER BY e.id`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    name: String(x.name),
    head: x.head_employee_id === null ? null : Number(x.head_employee_id),
  }));
}

export async function countRows(
  tx: Tx,
  companyId: number,
  table: 'employees' | 'departments',
  ids: number[],
) {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function insertMember(
  tx: Tx,
  companyId: number,
  groupId: number,
  employeeId: number,
  appraiserId: number,
) {
  const r = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO appraisals (company_id, group_id, employee_id, appraiser_id)
    VALUES (${companyId}, ${groupId}, ${employeeId}, ${appraiserId}) RETURNING id`);
  return Number(expectRow(r.rows, 'appraisal insert').id);
}

export interface MemberRow {
  id: number;
  group_id: number;
  employee_id: number;
  employee_name: string;
  department_name: string | null;
  branch_name: string | null;
  department_id: number | null;
  branch_id: number | null;
  appraiser_id: number;
  appraiser_name: string;
  member: MemberStatus;
  self_submitted_at: string | null;
  appraiser_submitted_at: string | null;
  rejection_reason: string | null;
  frozen_score: string | null;
  frozen_grade: string | null;
}

/** Which members: by group, by the employee or appraiser, by ids, or waiting on an approver. */
export interface MemberFilter {
  groupIds?: number[];
  employeeId?: number;
  appraiserId?: number;
  ids?: number[];
  waitingOn?: number;
  status?: MemberStatus;
}

function memberWhere(companyId: number, f: MemberFilter): SQL {
  return sql`a.company_id = ${companyId}
    ${f.groupIds ? sql`AND a.group_id = ANY(${pgArray(f.groupIds)}::bigint[])` : sql``}
    ${f.employeeId !== undefined ? sql`AND a.employee_id = ${f.employeeId}` : sql``}
    ${f.appraiserId !== undefined ? sql`AND a.appraiser_id = ${f.appraiserId}` : sql``}
    ${f.ids ? sql`AND a.id = ANY(${pgArray(f.ids)}::bigint[])` : sql``}
    ${f.status ? sql`AND a.status = ${f.status}` : sql``}
    ${f.waitingOn !== undefined ? sql`AND ${waitingOnCondition(companyId, APPRAISAL_MODULE, f.waitingOn, sql`a.id`)}` : sql``}`;
}

export async function listMembers(tx: Tx, companyId: number, f: MemberFilter, limit = 10000, offset = 0) {
  const where = memberWhere(companyId, f);
  const r = await tx.execute<Raw>(sql`SELECT a.*, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
      concat_ws(' ', p.first_name, p.last_name) AS appraiser_name, d.department_name, b.station_name AS branch_name,
      e.department_id, e.branch_id
    FROM appraisals a
    JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
    JOIN employees p ON p.company_id = a.company_id AND p.id = a.appraiser_id
    LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
    WHERE ${where} ORDER BY a.created_at DESC, employee_name, a.id LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`);
  const count = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM appraisals a WHERE ${where}`,
  );
  const rows: MemberRow[] = r.rows.map((x) => ({
    id: Number(x.id),
    group_id: Number(x.group_id),
    employee_id: Number(x.employee_id),
    employee_name: String(x.employee_name),
    department_name: str(x.department_name),
    branch_name: str(x.branch_name),
    department_id: x.department_id === null ? null : Number(x.department_id),
    branch_id: x.branch_id === null ? null : Number(x.branch_id),
    appraiser_id: Number(x.appraiser_id),
    appraiser_name: String(x.appraiser_name),
    member: String(x.status) as MemberStatus,
    self_submitted_at: iso(x.self_submitted_at),
    appraiser_submitted_at: iso(x.appraiser_submitted_at),
    rejection_reason: str(x.rejection_reason),
    frozen_score: str(x.final_score),
    frozen_grade: str(x.final_grade),
  }));
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export const lockMember = (tx: Tx, companyId: number, id: number) =>
  lockCompanyRow(tx, appraisals, companyId, id);

export interface RatingRow {
  appraisal_id: number;
  side: RatingSide;
  kpi_id: number;
  score: number;
  comment: string | null;
}

export async function ratingsOf(tx: Tx, companyId: number, appraisalIds: number[]): Promise<RatingRow[]> {
  if (appraisalIds.length === 0) return [];
  const r = await tx.execute<Raw>(sql`SELECT appraisal_id, side, kpi_id, score, comment FROM appraisal_ratings
    WHERE company_id = ${companyId} AND appraisal_id = ANY(${pgArray(appraisalIds)}::bigint[]) ORDER BY kpi_id`);
  return r.rows.map((x) => ({
    appraisal_id: Number(x.appraisal_id),
    side: String(x.side) as RatingSide,
    kpi_id: Number(x.kpi_id),
    score: Number(x.score),
    comment: str(x.comment),
  }));
}

/** Upserts one side's ratings of these KPIs (others kept: drafts add up). */
export async function saveRatings(
  tx: Tx,
  companyId: number,
  appraisalId: number,
  side: RatingSide,
  ratings: Omit<RatingRow, 'appraisal_id' | 'side'>[],
) {
  for (const r of ratings)
    await tx.execute(sql`INSERT INTO appraisal_ratings (company_id, appraisal_id, side, kpi_id, score, comment)
      VALUES (${companyId}, ${appraisalId}, ${side}, ${r.kpi_id}, ${r.score}, ${r.comment})
      ON CONFLICT (company_id, appraisal_id, side, kpi_id) DO UPDATE SET score = excluded.score, comment = excluded.comment, updated_at = now()`);
}

export async function updateMember(
  tx: Tx,
  companyId: number,
  id: number,
  set: {
    status?: MemberStatus;
    submitted?: RatingSide;
    unsubmit?: RatingSide;
    reason?: string | null;
    frozen?: { score: string | null; grade: string | null };
  },
) {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (set.status) parts.push(sql`status = ${set.status}`);
  if (set.submitted) parts.push(sql`${sql.identifier(`${set.submitted}_submitted_at`)} = now()`);
  if (set.unsubmit) parts.push(sql`${sql.identifier(`${set.unsubmit}_submitted_at`)} = NULL`);
  if (set.reason !== undefined) parts.push(sql`rejection_reason = ${set.reason}`);
  if (set.frozen) parts.push(sql`final_score = ${set.frozen.score}, final_grade = ${set.frozen.grade}`);
  await tx.execute(
    sql`UPDATE appraisals SET ${sql.join(parts, sql`, `)} WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

/** The engine's finished request for an appraisal rated again after its rejection. */
export async function dropApproval(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`DELETE FROM approval_requests WHERE company_id = ${companyId} AND module = ${APPRAISAL_MODULE}
    AND subject_id = ${id} AND status <> 'pending'`);
}
