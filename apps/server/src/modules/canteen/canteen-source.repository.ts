import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { pgArray } from '../../platform/db/pg-array.ts';

/**
 * The employees' shares as payroll takes them (ADR 55): a month deducts every served meal not yet
 * settled whose day is on or before its end (meal-rules.ts `deductedIn`), so a meal pushed after its
 * month was confirmed rolls into the next month computed. `upto` is the last meal id the line
 * counted: a meal recorded between the run and its confirmation waits for the next month.
 */
export async function dueShares(
  tx: Tx,
  companyId: number,
  monthEnd: string,
  employeeIds: readonly number[],
): Promise<{ employeeId: number; kobo: bigint; meals: number; upto: number }[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{
    employee_id: string | number;
    kobo: string | number;
    meals: string | number;
    upto: string | number;
  }>(sql`
    SELECT m.employee_id, sum(m.employee_share_kobo) AS kobo, count(*) AS meals, max(m.id) AS upto
    FROM canteen_meals m
    WHERE m.company_id = ${companyId} AND m.status = 'served' AND m.settled_month IS NULL
      AND m.day <= ${monthEnd}::date AND m.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
    GROUP BY m.employee_id`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    kobo: BigInt(row.kobo),
    meals: Number(row.meals),
    upto: Number(row.upto),
  }));
}

/** Marks what each confirmed line counted as settled in that month; a second call finds nothing left. */
export async function settle(
  tx: Tx,
  companyId: number,
  monthStart: string,
  monthEnd: string,
  lines: readonly { employeeId: number; upto: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    UPDATE canteen_meals m SET settled_month = ${monthStart}::date
    FROM unnest(${pgArray(lines.map((l) => l.employeeId))}::bigint[], ${pgArray(lines.map((l) => l.upto))}::bigint[])
      AS l(employee_id, upto)
    WHERE m.company_id = ${companyId} AND m.employee_id = l.employee_id AND m.id <= l.upto
      AND m.status = 'served' AND m.settled_month IS NULL AND m.day <= ${monthEnd}::date`);
}
