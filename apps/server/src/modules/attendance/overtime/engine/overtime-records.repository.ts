import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * How the overtime engine writes overtime_records (ADR 36), set-wise: one statement per kind of
 * change and a few thousand rows each. Pending records follow their figures; a decided record is
 * never changed, only what a recompute found is written beside it.
 */

/** Rows per statement, as the day facts' writer (ADR 25). */
const ROWS_PER_STATEMENT = 2_000;

/** What the engine computes for a day: a pending record follows it, a decided one keeps its own. */
export interface OvertimeFigures {
  overtimeRuleId: number | null;
  workRateId: number | null;
  startAt: number;
  endAt: number;
  minutes: number;
  hourlyRateKobo: number | null;
  amountKobo: number;
}

export interface RecordFigures extends OvertimeFigures {
  employeeId: number;
  day: string;
}

export interface Recomputed {
  id: number;
  /** Null when a recompute agrees with the decided figures (nothing to review). */
  figures: { startAt: number | null; endAt: number | null; minutes: number; amountKobo: number } | null;
}

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}

const instant = (column: string) => sql.raw(`to_timestamp(u.${column} / 1000.0)`);

/**
 * New records (pending) and pending records' new figures. A record decided meanwhile is left as it
 * is: the update applies only while the stored row is still pending.
 */
export async function upsertPending(
  tx: Tx,
  companyId: number,
  rows: readonly RecordFigures[],
): Promise<void> {
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      INSERT INTO overtime_records (company_id, employee_id, day, overtime_rule_id, work_rate_id, start_at, end_at,
        actual_minutes, hourly_rate_kobo, amount_kobo)
      SELECT ${companyId}::bigint, u.employee_id, u.day, u.rule_id, u.rate_id, ${instant('start_ms')}, ${instant('end_ms')},
        u.minutes, u.hourly, u.amount
      FROM unnest(${pgArray(part.map((r) => r.employeeId))}::bigint[], ${pgArray(part.map((r) => r.day))}::date[],
        ${pgArray(part.map((r) => r.overtimeRuleId))}::bigint[], ${pgArray(part.map((r) => r.workRateId))}::bigint[],
        ${pgArray(part.map((r) => r.startAt))}::float8[], ${pgArray(part.map((r) => r.endAt))}::float8[],
        ${pgArray(part.map((r) => r.minutes))}::int[], ${pgArray(part.map((r) => r.hourlyRateKobo))}::bigint[],
        ${pgArray(part.map((r) => r.amountKobo))}::bigint[])
        AS u(employee_id, day, rule_id, rate_id, start_ms, end_ms, minutes, hourly, amount)
      ORDER BY 2, 3
      ON CONFLICT (company_id, employee_id, day) DO UPDATE SET
        overtime_rule_id = excluded.overtime_rule_id, work_rate_id = excluded.work_rate_id,
        start_at = excluded.start_at, end_at = excluded.end_at, actual_minutes = excluded.actual_minutes,
        hourly_rate_kobo = excluded.hourly_rate_kobo, amount_kobo = excluded.amount_kobo, updated_at = now()
      WHERE overtime_records.status = 'pending'`);
  }
}

/**
 * What a recompute found for decided records ("changed after approval"), or null to clear it when
 * it agrees again. The decided figures themselves are never written here.
 */
export async function saveRecomputed(tx: Tx, companyId: number, rows: readonly Recomputed[]): Promise<void> {
  for (const part of chunks(rows)) {
    const f = (pick: (x: NonNullable<Recomputed['figures']>) => number | null) =>
      pgArray(part.map((r) => (r.figures ? pick(r.figures) : null)));
    await tx.execute(sql`
      UPDATE overtime_records o SET
        recomputed_start_at = ${instant('start_ms')}, recomputed_end_at = ${instant('end_ms')},
        recomputed_minutes = u.minutes, recomputed_amount_kobo = u.amount,
        recomputed_at = CASE WHEN u.changed THEN now() END, updated_at = now()
      FROM unnest(${pgArray(part.map((r) => r.id))}::bigint[], ${f((x) => x.startAt)}::float8[],
        ${f((x) => x.endAt)}::float8[], ${f((x) => x.minutes)}::int[], ${f((x) => x.amountKobo)}::bigint[],
        ${pgArray(part.map((r) => r.figures !== null))}::boolean[])
        AS u(id, start_ms, end_ms, minutes, amount, changed)
      WHERE o.company_id = ${companyId} AND o.id = u.id AND o.status <> 'pending'`);
  }
}

/**
 * Deletes pending records whose overtime is gone; decided ones stay. Answers the ids deleted, whose
 * approvals the caller withdraws in the same transaction.
 */
export async function deletePending(tx: Tx, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string | number }>(sql`
    DELETE FROM overtime_records
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[]) AND status = 'pending'
    RETURNING id`);
  return r.rows.map((row) => Number(row.id));
}

/** The employee-days of [from, to] with facts or a record, for the employees named (or all). */
export async function daysWithFactsOrRecords(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  from: string,
  to: string,
): Promise<{ employeeId: number; day: string }[]> {
  const whoA =
    employeeIds === 'all' ? sql`` : sql`AND a.employee_id = ANY(${pgArray(employeeIds)}::bigint[])`;
  const whoO =
    employeeIds === 'all' ? sql`` : sql`AND o.employee_id = ANY(${pgArray(employeeIds)}::bigint[])`;
  const r = await tx.execute<{ employee_id: string | number; day: string }>(sql`
    SELECT a.employee_id, to_char(a.day, 'YYYY-MM-DD') AS day FROM attendance_days a
    WHERE a.company_id = ${companyId} AND a.day BETWEEN ${from}::date AND ${to}::date AND a.clock_out IS NOT NULL ${whoA}
    UNION
    SELECT o.employee_id, to_char(o.day, 'YYYY-MM-DD') FROM overtime_records o
    WHERE o.company_id = ${companyId} AND o.day BETWEEN ${from}::date AND ${to}::date ${whoO}`);
  return r.rows.map((k) => ({ employeeId: Number(k.employee_id), day: k.day }));
}
