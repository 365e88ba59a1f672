import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database.ts';

const MARKS = 'fuzz_write_marks';

/**
 * A cheap picture of what the database holds: the row count of every table (read as the owner, so
 * RLS hides nothing) and the newest audit id, which moves on any audited update as well. Two equal
 * fingerprints around a refused request mean it wrote nothing that stayed.
 */
export async function fingerprinter(owner: AppDb): Promise<() => Promise<string>> {
  await installWriteMarks(owner);
  const counts = new Map<string, string>();
  let lastMark = '0';
  // Counting every table around each of thousands of requests would dominate the run (a request
  // that creates an employee moves five tables of some 150). The write marks say which tables a
  // committed write touched since the last look, and only those are counted again. The server-wide
  // transaction id once stood in for this, but on a PostgreSQL server shared with other test files
  // it moved with their writes, so nearly every request counted every table (690 s against 133 s).
  const recount = async (tables: readonly string[]) => {
    // Names come from the catalogue and the marks' TG_TABLE_NAME, not from a request; one statement
    // keeps it to one round trip (rows, not one call's arguments, which PostgreSQL caps at 100).
    const statement = sql.raw(
      [
        ...tables.map((name) => `SELECT '${name}' AS name, count(*)::text AS n FROM "${name}"`),
        `SELECT 'audit_logs.max_id', coalesce(max(id), 0)::text FROM audit_logs`,
      ].join(' UNION ALL '),
    );
    const result = await owner.execute<{ name: string; n: string }>(statement);
    for (const r of result.rows) counts.set(r.name, r.n);
  };
  await recount(await baseTables(owner));
  const picture = () =>
    [...counts]
      .map(([name, n]) => `${name}=${n}`)
      .sort()
      .join(' ');
  let last = picture();
  return async () => {
    const marks = await owner.execute<{ tbl: string; mark: string }>(
      sql`SELECT tbl, max(id)::text AS mark FROM fuzz_write_marks WHERE id > ${lastMark} GROUP BY tbl`,
    );
    if (marks.rows.length === 0) return last;
    // The marks are read before the counts: a write landing in between is counted now and marked
    // again for the next look, never missed.
    lastMark = marks.rows.reduce((m, r) => (BigInt(r.mark) > BigInt(m) ? r.mark : m), lastMark);
    await recount(marks.rows.map((r) => r.tbl).filter((name) => name !== MARKS));
    last = picture();
    return last;
  };
}

async function baseTables(owner: AppDb): Promise<string[]> {
  const tables = await owner.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ${MARKS}
        ORDER BY table_name`,
  );
  return tables.rows.map((r) => r.name);
}

/**
 * Every write statement on a table of this test database adds a row to fuzz_write_marks in its own
 * transaction, so the newest mark moves exactly when a write commits here (a rolled-back one takes
 * its mark with it). The function runs as its owner, so the app's role needs no grant on the marks.
 */
async function installWriteMarks(owner: AppDb): Promise<void> {
  await owner.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS ${MARKS} (id bigserial PRIMARY KEY, tbl text NOT NULL)`),
  );
  await owner.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_mark_write() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN INSERT INTO ${MARKS} (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
  );
  for (const name of await baseTables(owner)) {
    await owner.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER fuzz_mark_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_mark_write()`),
    );
  }
}

/** The entries of two fingerprints that differ, `table before→after`, to say what a request wrote. */
export function fingerprintChanges(before: string, after: string): string {
  const parse = (f: string) => new Map(f.split(' ').map((e) => e.split('=') as [string, string]));
  const a = parse(before);
  const b = parse(after);
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names
    .filter((n) => a.get(n) !== b.get(n))
    .map((n) => `${n} ${a.get(n) ?? '-'}→${b.get(n) ?? '-'}`)
    .join(', ');
}

const JOBS = sql`FROM pgboss.job WHERE left(name, 8) <> '__pgboss'`;

/**
 * Waits, up to ten seconds, until no job that is due waits or runs. An accepted request may leave
 * work to the queue that writes when it runs (the payment sandbox credits a pay-in through its
 * webhook job); it must land before the next request is judged, or that request would be blamed
 * for it. Jobs held back to a later time (a slow transfer's settlement) and the queue's own
 * (`__pgboss…`, which its timers run) are not waited for.
 */
export async function jobsSettled(owner: AppDb): Promise<void> {
  const due = sql`SELECT count(*)::int AS n ${JOBS}
    AND state IN ('created', 'retry', 'active') AND start_after <= now()`;
  for (let i = 0; i < 100; i++) {
    const result = await owner.execute<{ n: number }>(due);
    if (Number(result.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether a job ran (started, finished or still runs) in the last `ms` milliseconds: a write seen
 * then may be the job's, such as a transfer settled at its later time, not the request's.
 */
export async function jobsRanWithin(owner: AppDb, ms: number): Promise<boolean> {
  const since = sql`now() - make_interval(secs => ${(ms + 1000) / 1000})`;
  const result = await owner.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n ${JOBS}
      AND (state = 'active' OR started_on >= ${since} OR completed_on >= ${since})`,
  );
  return Number(result.rows[0]?.n ?? 0) > 0;
}
