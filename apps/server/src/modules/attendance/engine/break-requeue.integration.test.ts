import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFile } from '../../../test/kit.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { ensureFacts } from './day-facts.service.ts';
import { markPunchDaysDirty } from './dirty.repository.ts';
import { recomputeQueuedDays } from './recompute-job.ts';

// The migration that re-queues day facts stored before a day without a shift stopped taking the
// shift's break off the hours (MIGRATION). A shift of 08:00-17:00 with a 60-minute break, Monday to
// Friday, in Lagos (UTC+1): 09:00-12:00 on Saturday 3 October 2026 is 180 minutes worked, not 120.
const MIGRATION = '0018_requeue_days_without_shift.sql';
const requeue = readFileSync(new URL(`../../../db/migrations/${MIGRATION}`, import.meta.url), 'utf8');

const f = testFile();
let demo = 0;
let ada = 0;
const SATURDAY = '2026-10-03';
const MONDAY = '2026-10-05';

const inDemo = <T>(fn: (tx: Tx) => Promise<T>) => f.inCompany('demo', fn);
const worked = (day: string) =>
  inDemo(async (tx) => {
    const r = await tx.execute<{ worked_minutes: number }>(
      sql`SELECT worked_minutes FROM attendance_days WHERE company_id = ${demo} AND employee_id = ${ada} AND day = ${day}::date`,
    );
    return r.rows[0]?.worked_minutes;
  });
const queued = () =>
  inDemo(async (tx) => {
    const r = await tx.execute<{ day: string }>(
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM attendance_dirty WHERE company_id = ${demo} AND employee_id = ${ada} ORDER BY day`,
    );
    return r.rows.map((row) => row.day);
  });
/** Runs the migration's statement as migrations run: as the owner, across companies. */
const runMigration = () => f.t.database.owner.execute(sql.raw(requeue));
const drain = () => recomputeQueuedDays({ database: f.t.database }, { error: () => undefined });

beforeAll(async () => {
  demo = await f.companyId('demo');
  await inDemo(async (tx) => {
    const shift = await tx.execute<{ id: number }>(
      sql`INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes, work_days)
          VALUES (${demo}, 'Requeue day', '08:00', '17:00', 15, 60, '{1,2,3,4,5}') RETURNING id`,
    );
    const employee = await tx.execute<{ id: number }>(
      sql`INSERT INTO employees (company_id, first_name, last_name, pin) VALUES (${demo}, 'Ada', 'Requeue', 'E931') RETURNING id`,
    );
    ada = Number(employee.rows[0]?.id);
    await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
      VALUES (${demo}, ${ada}, ${Number(shift.rows[0]?.id)}, '2026-10-01')`);
    for (const local of [
      `${SATURDAY}T09:00:00`,
      `${SATURDAY}T12:00:00`,
      `${MONDAY}T08:00:00`,
      `${MONDAY}T17:00:00`,
    ]) {
      await tx.execute(sql`
        INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
        VALUES (${demo}, ${ada}, 'E931', 'device', ${`${local}+01:00`}::timestamptz, ${local}::timestamp, 255)`);
      await markPunchDaysDirty(tx, demo, [{ employeeId: ada, punchedAt: `${local}+01:00` }]);
    }
    await ensureFacts(tx, demo, SATURDAY, MONDAY);
  });
});

describe(`migration ${MIGRATION}`, () => {
  it('queues only the days without a shift that lost a break, and the engine gives their hours back', async () => {
    expect(await worked(SATURDAY)).toBe(180);
    expect(await worked(MONDAY)).toBe(480);
    // The Saturday as the engine stored it before the fix: the shift's break taken off.
    await inDemo((tx) =>
      tx.execute(sql`UPDATE attendance_days SET worked_minutes = 120
        WHERE company_id = ${demo} AND employee_id = ${ada} AND day = ${SATURDAY}::date`),
    );
    await runMigration();
    // Monday is a shift day: its break stays, and it is not queued.
    expect(await queued()).toEqual([SATURDAY]);
    await drain();
    expect(await queued()).toEqual([]);
    expect(await worked(SATURDAY)).toBe(180);
    expect(await worked(MONDAY)).toBe(480);
  });

  it('queues nothing when run again once the days are recomputed', async () => {
    await runMigration();
    expect(await queued()).toEqual([]);
  });
});
