import { sql, type SQL } from 'drizzle-orm';
import type { OvertimeListScope, OvertimeStatus } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { containing } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * Overtime records as the lists, the approved totals and the decisions read them (ADR 38). Every
 * statement names the company as well as relying on RLS (ADR 18). Local times are the company's zone.
 */

export const OVERTIME_MODULE = 'overtime';

const zone = (companyId: number) => sql`(SELECT c.timezone FROM companies c WHERE c.id = ${companyId})`;
const searchOn = (search: string | undefined) =>
  search
    ? sql`(e.first_name || ' ' || e.last_name ILIKE ${containing(search)}
        OR e.last_name || ' ' || e.first_name ILIKE ${containing(search)} OR e.pin ILIKE ${containing(search)})`
    : sql`TRUE`;
const branchesOf = (ids: number[] | null) =>
  ids === null ? sql`TRUE` : sql`e.branch_id = ANY(${pgArray(ids)}::bigint[])`;

/** The records waiting on this employee's approval now (approval_waiting, ADR 24). */
const waitingOn = (companyId: number, employeeId: number) =>
  sql`o.id IN (SELECT w.subject_id FROM approval_waiting w
    WHERE w.company_id = ${companyId} AND w.employee_id = ${employeeId} AND w.module = ${OVERTIME_MODULE})`;

export interface OvertimeViewer {
  employeeId: number;
  /** The branches whose records the viewer sees as an admin; null: every branch; undefined: none. */
  branchIds: number[] | null | undefined;
}

/** Whose records a scope covers for this viewer (OVERTIME_LIST_SCOPES, ADR 38). */
function visible(companyId: number, scope: OvertimeListScope, v: OvertimeViewer): SQL {
  const own = sql`o.employee_id = ${v.employeeId}`;
  const waiting = waitingOn(companyId, v.employeeId);
  switch (scope) {
    case 'own':
      return own;
    case 'waiting':
      return waiting;
    case 'mine':
      return sql`(${own} OR ${waiting})`;
    case 'all':
      return v.branchIds === undefined
        ? sql`(${own} OR ${waiting})`
        : sql`(${branchesOf(v.branchIds)} OR ${own} OR ${waiting})`;
  }
}

export interface OvertimeFilters {
  from: string;
  to: string;
  status?: OvertimeStatus | undefined;
  search?: string | undefined;
  scope: OvertimeListScope;
}

export interface StoredOvertime {
  id: number;
  employee_id: number;
  name: string;
  pin: string | null;
  date: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  start_at: string;
  end_at: string;
  actual_minutes: number;
  amount_kobo: number;
  status: OvertimeStatus;
  reason: string | null;
  decided_at: string | null;
  can_decide: boolean;
  changed_start_date: string | null;
  changed_end_date: string | null;
  changed_start_time: string | null;
  changed_end_time: string | null;
  changed_minutes: number | null;
  changed_amount_kobo: number | null;
  recomputed_at: string | null;
}

type Raw = Record<keyof StoredOvertime, unknown> & { total?: unknown };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function toStored(r: Raw): StoredOvertime {
  return {
    ...(r as unknown as StoredOvertime),
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    start_at: new Date(r.start_at as string).toISOString(),
    end_at: new Date(r.end_at as string).toISOString(),
    actual_minutes: Number(r.actual_minutes),
    amount_kobo: Number(r.amount_kobo),
    decided_at: iso(r.decided_at),
    can_decide: r.can_decide === true,
    changed_minutes: num(r.changed_minutes),
    changed_amount_kobo: num(r.changed_amount_kobo),
    recomputed_at: iso(r.recomputed_at),
  };
}

/** A record's columns, local times written in the company's zone (`tz.zone`). */
const local = (column: SQL, format: string) => sql`to_char(${column} AT TIME ZONE tz.zone, ${format})`;
const COLUMNS = (companyId: number, viewerId: number) => sql`
  o.id, o.employee_id, e.first_name || ' ' || e.last_name AS name, nullif(e.pin, '') AS pin,
  to_char(o.day, 'YYYY-MM-DD') AS date,
  ${local(sql`o.start_at`, 'YYYY-MM-DD HH24:MI')} AS start_date, ${local(sql`o.end_at`, 'YYYY-MM-DD HH24:MI')} AS end_date,
  ${local(sql`o.start_at`, 'HH24:MI')} AS start_time, ${local(sql`o.end_at`, 'HH24:MI')} AS end_time,
  o.start_at, o.end_at, o.actual_minutes, o.amount_kobo, o.status, o.reason, o.decided_at,
  ${waitingOn(companyId, viewerId)} AS can_decide,
  ${local(sql`o.recomputed_start_at`, 'YYYY-MM-DD HH24:MI')} AS changed_start_date,
  ${local(sql`o.recomputed_end_at`, 'YYYY-MM-DD HH24:MI')} AS changed_end_date,
  ${local(sql`o.recomputed_start_at`, 'HH24:MI')} AS changed_start_time,
  ${local(sql`o.recomputed_end_at`, 'HH24:MI')} AS changed_end_time,
  o.recomputed_minutes AS changed_minutes, o.recomputed_amount_kobo AS changed_amount_kobo, o.recomputed_at`;

const FROM = (companyId: number) => sql`overtime_records o
  JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id
  CROSS JOIN (SELECT ${zone(companyId)} AS zone) tz`;

/**
 * One page of the list and its total, in one statement (the total a window count; a page past the
 * end asks once more for the count alone). Newest day first.
 */
export async function listOvertimes(
  tx: Tx,
  companyId: number,
  viewer: OvertimeViewer,
  f: OvertimeFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredOvertime[]; total: number }> {
  const where = sql`o.company_id = ${companyId} AND o.day BETWEEN ${f.from}::date AND ${f.to}::date
    AND ${f.status ? sql`o.status = ${f.status}` : sql`TRUE`} AND ${searchOn(f.search)}
    AND ${visible(companyId, f.scope, viewer)}`;
  const r = await tx.execute<Raw>(sql`
    SELECT ${COLUMNS(companyId, viewer.employeeId)}, count(*) OVER () AS total
    FROM ${FROM(companyId)} WHERE ${where}
    ORDER BY o.day DESC, o.start_at DESC, o.id DESC
    LIMIT ${sql.raw(String(Math.trunc(limit)))} OFFSET ${sql.raw(String(Math.trunc(offset)))}`);
  const first = r.rows[0];
  if (first || offset === 0) return { results: r.rows.map(toStored), total: Number(first?.total ?? 0) };
  const c = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM overtime_records o
      JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id WHERE ${where}`,
  );
  return { results: [], total: Number(c.rows[0]?.n ?? 0) };
}

/** One record as the list shows it, for the notices and the decisions (any viewer). */
export async function findOvertime(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<StoredOvertime | undefined> {
  const r = await tx.execute<Raw>(sql`
    SELECT ${COLUMNS(companyId, 0)} FROM ${FROM(companyId)}
    WHERE o.company_id = ${companyId} AND o.id = ${id}`);
  const row = r.rows[0];
  return row ? toStored(row) : undefined;
}

/** The records among these ids, locked, with their status and how the audit names them (ADR 31). */
export async function decisionItems(tx: Tx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string; status: string; name: string }>(sql`
    SELECT o.id, o.status, to_char(o.day, 'DD-MM-YYYY') || ' of ' || e.first_name || ' ' || e.last_name AS name
    FROM overtime_records o JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id
    WHERE o.company_id = ${companyId} AND o.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY o.id FOR UPDATE OF o`);
  return r.rows.map((row) => ({ id: Number(row.id), status: row.status, name: row.name }));
}

/** Pending records among these ids that have not been sent for approval yet (their day is not over). */
export async function notSubmitted(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string }>(sql`
    SELECT o.id FROM overtime_records o
    WHERE o.company_id = ${companyId} AND o.id = ANY(${pgArray(ids)}::bigint[]) AND o.status = 'pending'
      AND NOT EXISTS (SELECT 1 FROM approval_requests r WHERE r.company_id = o.company_id
        AND r.module = ${OVERTIME_MODULE} AND r.subject_id = o.id)`);
  return r.rows.map((row) => Number(row.id));
}

/**
 * The approval's outcome on the record: its status and when; a rejection's reason is the comment of
 * the rejection the engine has just written (the newest in the request's history).
 */
export async function setDecision(
  tx: Tx,
  companyId: number,
  id: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  const reason =
    status === 'rejected'
      ? sql`(SELECT h.comment FROM approval_history h JOIN approval_requests r
          ON r.company_id = h.company_id AND r.id = h.request_id
          WHERE r.company_id = ${companyId} AND r.module = ${OVERTIME_MODULE} AND r.subject_id = ${id}
            AND h.action LIKE 'rejected%' ORDER BY h.at DESC, h.id DESC LIMIT 1)`
      : sql`NULL`;
  await tx.execute(sql`
    UPDATE overtime_records SET status = ${status}, decided_at = now(), reason = ${reason}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export interface ApprovedTotalRow {
  employee_id: number;
  name: string;
  pin: string | null;
  records: number;
  minutes: number;
  amount_kobo: number;
}

/**
 * A page of each employee's approved overtime in a payroll month (the month containing the record's
 * date; decided figures, not a later recompute's), named, in the viewer's branches, with the count of
 * employees and the amount of them all, in one statement (issue 18 §5: the admin list's figure until
 * payroll lands; payroll itself reads the engine's approvedOvertimeFor).
 */
export async function approvedTotalsPage(
  tx: Tx,
  companyId: number,
  /** yyyy-MM */
  month: string,
  o: { branchIds?: number[] | null; search?: string; limit?: number; offset?: number } = {},
): Promise<{ rows: ApprovedTotalRow[]; total: number; amountKobo: number }> {
  const page =
    o.limit === undefined
      ? sql``
      : sql`LIMIT ${sql.raw(String(Math.trunc(o.limit)))} OFFSET ${sql.raw(String(Math.trunc(o.offset ?? 0)))}`;
  const r = await tx.execute<Record<string, unknown>>(sql`
    SELECT o.employee_id, e.first_name || ' ' || e.last_name AS name, nullif(e.pin, '') AS pin,
      count(*)::int AS records, sum(o.actual_minutes)::bigint AS minutes, sum(o.amount_kobo)::bigint AS amount_kobo,
      count(*) OVER () AS total, sum(sum(o.amount_kobo)) OVER () AS all_kobo
    FROM overtime_records o JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id
    WHERE o.company_id = ${companyId} AND o.status = 'approved'
      AND o.day >= ${`${month}-01`}::date AND o.day < (${`${month}-01`}::date + interval '1 month')
      AND ${branchesOf(o.branchIds ?? null)} AND ${searchOn(o.search)}
    GROUP BY o.employee_id, e.first_name, e.last_name, e.pin
    ORDER BY lower(e.first_name), lower(e.last_name), o.employee_id ${page}`);
  const first = r.rows[0];
  // A page past the end has no row to carry the totals: ask for the first one.
  if (!first && (o.offset ?? 0) > 0) {
    const whole = await approvedTotalsPage(tx, companyId, month, { ...o, limit: 1, offset: 0 });
    return { rows: [], total: whole.total, amountKobo: whole.amountKobo };
  }
  return {
    rows: r.rows.map((row) => ({
      employee_id: Number(row.employee_id),
      name: String(row.name),
      pin: (row.pin as string | null) ?? null,
      records: Number(row.records),
      minutes: Number(row.minutes),
      amount_kobo: Number(row.amount_kobo),
    })),
    total: Number(first?.total ?? 0),
    amountKobo: Number(first?.all_kobo ?? 0),
  };
}

/** The first and last dates of the company's current month, in its timezone. */
export async function currentMonth(tx: Tx, companyId: number): Promise<{ from: string; to: string }> {
  const r = await tx.execute<{ from: string; to: string }>(sql`
    SELECT to_char(date_trunc('month', now() AT TIME ZONE c.timezone), 'YYYY-MM-DD') AS "from",
      to_char(date_trunc('month', now() AT TIME ZONE c.timezone) + interval '1 month - 1 day', 'YYYY-MM-DD') AS "to"
    FROM companies c WHERE c.id = ${companyId}`);
  const row = r.rows[0];
  if (!row) throw new Error(`company ${companyId} does not exist`);
  return row;
}
