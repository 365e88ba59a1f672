import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { ensureFacts } from './day-facts.service.ts';
import { markPunchDaysDirty } from './dirty.repository.ts';
import { recomputeQueuedDays } from './recompute-job.ts';

// The engine end to end on the database (ADR 25): inputs written as rows, facts read back, every
// expected value worked out by hand. The week of Monday 2 November 2026, in Lagos (UTC+1); the
// shift is 08:00–17:00, grace 15 min, break 60 min, Monday to Friday.
let t: TestApp;
let demo: number;
const ids = { shift: 0, a: 0, b: 0, c: 0, leaveType: 0 };

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, (ctx) => fn(ctx.tx));

async function one<T>(tx: Tx, q: ReturnType<typeof sql>): Promise<T> {
  const r = await tx.execute(q);
  return r.rows[0] as T;
}

async function employee(tx: Tx, first: string, pin: string | null): Promise<number> {
  const r = await one<{ id: number }>(
    tx,
    sql`INSERT INTO employees (company_id, first_name, last_name, pin) VALUES (${demo}, ${first}, 'Engine', ${pin}) RETURNING id`,
  );
  return Number(r.id);
}

async function punch(tx: Tx, employeeId: number | null, pin: string, local: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
    VALUES (${demo}, ${employeeId}, ${pin}, 'device', ${`${local}+01:00`}::timestamptz, ${local}::timestamp, 255)`);
  if (employeeId !== null) await markPunchDaysDirty(tx, demo, [{ employeeId, punchedAt: `${local}+01:00` }]);
}

type FactRow = {
  day: string;
  is_work_day: boolean;
  is_absent: boolean;
  is_late: boolean;
  late_minutes: number;
  gained_minutes: number;
  worked_minutes: number;
  is_off_day: boolean;
  holiday_name: string | null;
  leave_request_id: number | null;
  exemption_reason: string | null;
  clock_in: string | null;
};

const factsOf = (employeeId: number) =>
  asDemo(async (tx) => {
    const r = await tx.execute<FactRow>(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, is_work_day, is_absent, is_late, late_minutes, gained_minutes,
        worked_minutes, is_off_day, holiday_name, leave_request_id, exemption_reason,
        to_char(clock_in AT TIME ZONE 'Africa/Lagos', 'HH24:MI') AS clock_in
      FROM attendance_days WHERE company_id = ${demo} AND employee_id = ${employeeId} ORDER BY day`);
    return new Map(r.rows.map((row) => [row.day, row]));
  });

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  await asDemo(async (tx) => {
    ids.shift = Number(
      (
        await one<{ id: number }>(
          tx,
          sql`INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes, work_days)
              VALUES (${demo}, 'Engine day', '08:00', '17:00', 15, 60, '{1,2,3,4,5}') RETURNING id`,
        )
      ).id,
    );
    ids.a = await employee(tx, 'Ada', 'E901');
    ids.b = await employee(tx, 'Bola', 'E902');
    ids.c = await employee(tx, 'Chidi', null);
    for (const e of [ids.a, ids.b, ids.c]) {
      await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
        VALUES (${demo}, ${e}, ${ids.shift}, '2026-10-01')`);
    }
    ids.leaveType = Number(
      (
        await one<{ id: number }>(
          tx,
          sql`INSERT INTO leave_types (company_id, leave_name, applicable_days) VALUES (${demo}, 'Engine leave', 20) RETURNING id`,
        )
      ).id,
    );
    // Ada: early on Monday, late on Tuesday, nothing on Wednesday, a holiday on Thursday, leave on Friday.
    await punch(tx, ids.a, 'E901', '2026-11-02T07:50:00');
    await punch(tx, ids.a, 'E901', '2026-11-02T17:05:00');
    await punch(tx, ids.a, 'E901', '2026-11-03T08:20:00');
    await punch(tx, ids.a, 'E901', '2026-11-03T17:00:00');
    await tx.execute(sql`INSERT INTO public_holidays (company_id, name, holiday_date) VALUES (${demo}, 'Engine Day', '2026-11-05')
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
      VALUES (${demo}, ${ids.a}, ${ids.leaveType}, '2026-11-06', '2026-11-06', 1, 'Family', 'approved')`);
    // Bola: exempted on Monday (no punch), at work on Tuesday.
    await tx.execute(sql`INSERT INTO exemptions (company_id, employee_id, date, exemption_reason, status)
      VALUES (${demo}, ${ids.b}, '2026-11-02', 'Bank visit for payroll', 'approved')`);
    // Chidi has no PIN yet: his Monday punches wait, unattributed.
    await punch(tx, null, 'E999', '2026-11-02T08:00:00');
    await punch(tx, null, 'E999', '2026-11-02T16:30:00');
  });
});
afterAll(async () => {
  await t.close();
});

describe('the attendance engine on the database', () => {
  it('computes a week of day facts as worked out by hand', async () => {
    await asDemo((tx) => ensureFacts(tx, demo, '2026-11-02', '2026-11-08'));
    const a = await factsOf(ids.a);
    expect(a.get('2026-11-02')).toMatchObject({
      clock_in: '07:50',
      gained_minutes: 10,
      worked_minutes: 495,
      is_late: false,
    });
    expect(a.get('2026-11-03')).toMatchObject({
      clock_in: '08:20',
      is_late: true,
      late_minutes: 20,
      worked_minutes: 460,
    });
    expect(a.get('2026-11-04')).toMatchObject({ is_work_day: true, is_absent: true });
    expect(a.get('2026-11-05')).toMatchObject({
      is_work_day: false,
      is_absent: false,
      holiday_name: 'Engine Day',
    });
    expect(a.get('2026-11-06')).toMatchObject({ is_work_day: false, is_absent: false });
    expect(a.get('2026-11-06')?.leave_request_id).not.toBeNull();
    expect(a.get('2026-11-07')).toMatchObject({ is_off_day: true, is_absent: false });
    const b = await factsOf(ids.b);
    expect(b.get('2026-11-02')).toMatchObject({
      is_absent: false,
      is_work_day: false,
      exemption_reason: 'Bank visit for payroll',
    });
    expect(b.get('2026-11-03')).toMatchObject({ is_absent: true });
    expect((await factsOf(ids.c)).get('2026-11-02')).toMatchObject({ is_absent: true, clock_in: null });
  });

  it('recomputes only the days a change touches: approving leave on an absent day', async () => {
    await asDemo(async (tx) => {
      await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
        VALUES (${demo}, ${ids.a}, ${ids.leaveType}, '2026-11-04', '2026-11-04', 1, 'Sick', 'pending')`);
      await tx.execute(sql`UPDATE leave_requests SET status = 'approved'
        WHERE company_id = ${demo} AND employee_id = ${ids.a} AND start_date = '2026-11-04'`);
      const queued = await tx.execute<{ employee_id: string; day: string }>(sql`
        SELECT employee_id, to_char(day, 'YYYY-MM-DD') AS day FROM attendance_dirty WHERE company_id = ${demo}`);
      expect(queued.rows.map((r) => [Number(r.employee_id), r.day])).toEqual([[ids.a, '2026-11-04']]);
      await ensureFacts(tx, demo, '2026-11-02', '2026-11-08');
    });
    expect((await factsOf(ids.a)).get('2026-11-04')).toMatchObject({ is_absent: false, is_work_day: false });
  });

  it('attributes waiting punches as soon as an employee gets their PIN', async () => {
    await asDemo(async (tx) => {
      await tx.execute(sql`UPDATE employees SET pin = 'E999' WHERE company_id = ${demo} AND id = ${ids.c}`);
      await ensureFacts(tx, demo, '2026-11-02', '2026-11-08');
    });
    expect((await factsOf(ids.c)).get('2026-11-02')).toMatchObject({
      is_absent: false,
      clock_in: '08:00',
      worked_minutes: 450, // 08:00 → 16:30 less the hour's break
    });
  });

  it('takes a new public holiday out of the work days', async () => {
    await asDemo(async (tx) => {
      await tx.execute(
        sql`INSERT INTO public_holidays (company_id, name, holiday_date) VALUES (${demo}, 'Engine Eve', '2026-11-03')`,
      );
      await ensureFacts(tx, demo, '2026-11-02', '2026-11-08');
    });
    expect((await factsOf(ids.b)).get('2026-11-03')).toMatchObject({
      is_absent: false,
      holiday_name: 'Engine Eve',
    });
  });

  it('keeps facts current between reads: the background drain recomputes queued days', async () => {
    await asDemo(async (tx) => {
      await tx.execute(sql`DELETE FROM punches WHERE company_id = ${demo} AND employee_id = ${ids.b}`);
      await punch(tx, ids.b, 'E902', '2026-11-04T08:40:00');
    });
    expect(await recomputeQueuedDays(t, { error: () => undefined })).toBeGreaterThan(0);
    expect((await factsOf(ids.b)).get('2026-11-04')).toMatchObject({ is_late: true, late_minutes: 40 });
    const left = await asDemo((tx) =>
      tx.execute(sql`SELECT 1 FROM attendance_dirty WHERE company_id = ${demo}`),
    );
    expect(left.rows).toHaveLength(0);
  });

  it("computes only the asking employee's days for a self-service report, and covers nothing", async () => {
    const seen = await asDemo(async (tx) => {
      await ensureFacts(tx, demo, '2026-11-09', '2026-11-15', ids.a);
      const rows = await tx.execute<{ employee_id: string }>(sql`
        SELECT DISTINCT employee_id FROM attendance_days
        WHERE company_id = ${demo} AND day BETWEEN '2026-11-09' AND '2026-11-15'`);
      const covered = await tx.execute(sql`
        SELECT 1 FROM attendance_coverage WHERE company_id = ${demo} AND day BETWEEN '2026-11-09' AND '2026-11-15'`);
      return { who: rows.rows.map((r) => Number(r.employee_id)), covered: covered.rows.length };
    });
    expect(seen).toEqual({ who: [ids.a], covered: 0 });
    expect((await factsOf(ids.a)).get('2026-11-09')).toMatchObject({ is_work_day: true, is_absent: true });
  });
});
