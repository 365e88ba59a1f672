import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../platform/db/database.ts';

/**
 * What the daily appraisal reminders read and mark (ADR 64): the open appraisals due soon with a side
 * still to submit, and the companies that have any. Every statement names the company as well as
 * relying on RLS (ADR 18), except the census, which reads only company ids as the owner.
 */

/** Open appraisals with a side not submitted, due within `days`, not reminded for that date yet. */
export async function reminderCandidates(tx: Tx, companyId: number, today: string, days: number) {
  const r = await tx.execute<
    Record<string, unknown>
  >(sql`SELECT a.id, a.employee_id, a.appraiser_id, a.self_submitted_at, a.appraiser_submitted_at,
      g.due_date::text AS due_date, (g.due_date - ${today}::date)::int AS days_left
    FROM appraisals a JOIN appraisal_groups g ON g.company_id = a.company_id AND g.id = a.group_id
    WHERE a.company_id = ${companyId} AND g.status = 'initiated' AND a.status IN ('initiated', 'rejected')
      AND g.due_date >= ${today}::date AND g.due_date - ${today}::date <= ${days}
      AND (a.reminded_for IS NULL OR a.reminded_for <> g.due_date)`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    employee_id: Number(x.employee_id),
    appraiser_id: Number(x.appraiser_id),
    self_in: x.self_submitted_at !== null,
    appraiser_in: x.appraiser_submitted_at !== null,
    due_date: String(x.due_date),
    days_left: Number(x.days_left),
  }));
}

export async function markReminded(tx: Tx, companyId: number, id: number, due: string) {
  await tx.execute(
    sql`UPDATE appraisals SET reminded_for = ${due} WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

/** Across companies, as the database owner: which have open groups (the daily reminders). */
// scoping: reads across tenants on purpose, only company ids, as the owner (the daily reminders' census)
export async function companiesWithOpenGroups(database: Database): Promise<number[]> {
  const r = await database.owner.execute<{ company_id: string | number }>(
    sql`SELECT DISTINCT company_id FROM appraisal_groups WHERE status = 'initiated'`,
  );
  return r.rows.map((x) => Number(x.company_id));
}
