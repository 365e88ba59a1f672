import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database.ts';

/**
 * A cheap picture of what the database holds: the row count of every table (read as the owner, so
 * RLS hides nothing) and the newest audit id, which moves on any audited update as well. Two equal
 * fingerprints around a refused request mean it wrote nothing that stayed.
 */
export async function fingerprinter(owner: AppDb): Promise<() => Promise<string>> {
  const tables = await owner.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // Names come from the catalogue, not from a request; one statement keeps the check to one round trip
  // (rows, not one call's arguments, which PostgreSQL caps at 100).
  const statement = sql.raw(
    [
      ...tables.rows.map(({ name }) => `SELECT '${name}' AS name, count(*)::text AS n FROM "${name}"`),
      `SELECT 'audit_logs.max_id', coalesce(max(id), 0)::text FROM audit_logs`,
    ].join(' UNION ALL '),
  );
  const xidHorizon = sql.raw(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`);
  // Counting every table around each of thousands of requests would dominate the run. A transaction
  // gets an id only when it writes, so while the next id has not moved nothing can have changed and
  // the last counts still hold; most refused requests never reach SQL at all.
  let last: { xmax: string; counts: string } | undefined;
  return async () => {
    const horizon = await owner.execute<{ xmax: string }>(xidHorizon);
    const xmax = horizon.rows[0]?.xmax ?? '';
    if (last?.xmax === xmax) return last.counts;
    const result = await owner.execute<{ name: string; n: string }>(statement);
    const counts = result.rows
      .map((r) => `${r.name}=${r.n}`)
      .sort()
      .join(' ');
    last = { xmax, counts };
    return counts;
  };
}

/**
 * Waits, up to ten seconds, until no job that is due waits or runs. An accepted request may leave
 * work to the queue that writes when it runs (the payment sandbox credits a pay-in through its
 * webhook job); it must land before the next request is judged, or that request would be blamed
 * for it. Jobs held back to a later time (a slow transfer's settlement) and the queue's own
 * (`__pgboss…`, which its timers run) are not waited for.
 */
export async function jobsSettled(owner: AppDb): Promise<void> {
  const due = sql`SELECT count(*)::int AS n FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active') AND start_after <= now()
      AND left(name, 8) <> '__pgboss'`;
  for (let i = 0; i < 100; i++) {
    const result = await owner.execute<{ n: number }>(due);
    if (Number(result.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
