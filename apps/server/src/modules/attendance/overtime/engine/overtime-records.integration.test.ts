import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';
import type { Tx } from '../../../../platform/db/database.ts';
import { drainDirty } from '../../engine/day-facts.service.ts';
import { markPunchDaysDirty } from '../../engine/dirty.repository.ts';
import { recomputeOvertimeBetween } from './overtime-records.service.ts';
import { approvedOvertimeFor } from './approved-overtime.repository.ts';

// Overtime kept current by the attendance engine (ADR 36), on the database, with the issue's worked
// example: shift 08:00–17:00 with a 60-minute break, Monday to Friday, in Lagos (UTC+1); buffer 30,
// least 15, round up 30, premium 50 %; a custom ₦220,000 a month and 22 days in March 2026.
const f = testFile();
let demo = 0;
const ids = { ada: 0, bola: 0, rule: 0, leaveType: 0 };
const TUESDAY = '2026-03-10';
const THURSDAY = '2026-03-12';
const SATURDAY = '2026-03-14';

const inDemo = <T>(fn: (tx: Tx) => Promise<T>) => f.inCompany('demo', fn);
const one = async <T>(tx: Tx, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows[0] as T;

async function punch(tx: Tx, employeeId: number, local: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
    VALUES (${demo}, ${employeeId}, ${`OT${employeeId}`}, 'device', ${`${local}+01:00`}::timestamptz, ${local}::timestamp, 255)`);
  await markPunchDaysDirty(tx, demo, [{ employeeId, punchedAt: `${local}+01:00` }]);
}

/** Punches, then the engine's drain, as the background job runs it (errors surface here). */
const clock = (employeeId: number, ...locals: string[]) =>
  inDemo(async (tx) => {
    for (const local of locals) await punch(tx, employeeId, local);
    await drainDirty(tx, demo);
  });

type RecordRow = {
  id: number;
  day: string;
  status: string;
  start: string;
  end: string;
  minutes: number;
  hourly: number | null;
  amount: number;
  r_minutes: number | null;
  r_amount: number | null;
  r_start: string | null;
  recomputed: boolean;
};

const recordsOf = (employeeId: number) =>
  inDemo(async (tx) => {
    const r = await tx.execute<RecordRow>(sql`
      SELECT id::int, to_char(day, 'YYYY-MM-DD') AS day, status,
        to_char(start_at AT TIME ZONE 'Africa/Lagos', 'HH24:MI') AS start, to_char(end_at AT TIME ZONE 'Africa/Lagos', 'HH24:MI') AS "end",
        actual_minutes AS minutes, hourly_rate_kobo::int AS hourly, amount_kobo::int AS amount,
        recomputed_minutes AS r_minutes, recomputed_amount_kobo::int AS r_amount,
        to_char(recomputed_start_at AT TIME ZONE 'Africa/Lagos', 'HH24:MI') AS r_start, recomputed_at IS NOT NULL AS recomputed
      FROM overtime_records WHERE company_id = ${demo} AND employee_id = ${employeeId} ORDER BY day`);
    return new Map(r.rows.map((row) => [row.day, row]));
  });

const decide = (id: number, status: 'approved' | 'rejected') =>
  inDemo((tx) =>
    tx.execute(
      sql`UPDATE overtime_records SET status = ${status}, decided_at = now() WHERE company_id = ${demo} AND id = ${id}`,
    ),
  );

beforeAll(async () => {
  demo = await f.companyId('demo');
  const admin = await f.as('admin');
  ids.ada = (await make.employee(admin)).id;
  ids.bola = (await make.employee(admin)).id;
  await inDemo(async (tx) => {
    const shift = await one<{ id: number }>(
      tx,
      sql`INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes, work_days)
          VALUES (${demo}, 'Overtime day', '08:00', '17:00', 15, 60, '{1,2,3,4,5}') RETURNING id`,
    );
    for (const e of [ids.ada, ids.bola]) {
      await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
        VALUES (${demo}, ${e}, ${shift.id}, '2026-01-01')`);
    }
    // The settings API is built beside this: the rule and the rate are plain rows here.
    const rule = await one<{ id: number }>(
      tx,
      sql`INSERT INTO overtime_rules (company_id, group_name, description, use_work_shift, overtime_start, overtime_end,
            overtime_round_up, apply_overtime_on_work_day, apply_overtime_on_non_work_day, public_holiday, payment_type, amount)
          VALUES (${demo}, 'Worked example', 'Issue 18', true, 30, 15, 30, true, true, false, 'premium_pay', 50) RETURNING id`,
    );
    ids.rule = Number(rule.id);
    const rate = await one<{ id: number }>(
      tx,
      sql`INSERT INTO overtime_work_rates (company_id, group_name, use_custom_charge, custom_charge_kobo)
          VALUES (${demo}, 'Worked example', true, 22000000) RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO overtime_work_rate_months (company_id, work_rate_id, month_id, days)
      VALUES (${demo}, ${rate.id}, 3, 22), (${demo}, ${rate.id}, 4, 20)`);
    // Ada has the rule and the rate; Bola has neither, and gets no records.
    await tx.execute(
      sql`INSERT INTO overtime_rule_employees (company_id, employee_id, overtime_rule_id) VALUES (${demo}, ${ids.ada}, ${rule.id})`,
    );
    await tx.execute(
      sql`INSERT INTO overtime_work_rate_employees (company_id, employee_id, work_rate_id) VALUES (${demo}, ${ids.ada}, ${rate.id})`,
    );
    const leaveType = await one<{ id: number }>(
      tx,
      sql`INSERT INTO leave_types (company_id, leave_name, applicable_days) VALUES (${demo}, 'Overtime leave', 20) RETURNING id`,
    );
    ids.leaveType = Number(leaveType.id);
  });
});

describe('overtime computed from the day facts', () => {
  it('punches past the shift end give the worked example: 90 minutes, ₦2,812.50; the off day ₦8,437.50', async () => {
    for (const e of [ids.ada, ids.bola]) {
      await clock(
        e,
        `${TUESDAY}T08:00:00`,
        `${TUESDAY}T18:40:00`,
        '2026-03-11T08:00:00',
        '2026-03-11T17:40:00',
      );
      await clock(e, `${SATURDAY}T09:00:00`, `${SATURDAY}T13:10:00`);
    }
    const ada = await recordsOf(ids.ada);
    expect([...ada.keys()]).toEqual([TUESDAY, SATURDAY]); // Wednesday's 10 minutes are dropped
    expect(ada.get(TUESDAY)).toMatchObject({
      status: 'pending',
      start: '17:30',
      end: '18:40',
      minutes: 90,
      hourly: 125_000,
      amount: 281_250,
    });
    expect(ada.get(SATURDAY)).toMatchObject({ start: '09:00', end: '13:10', minutes: 270, amount: 843_750 });
    expect((await recordsOf(ids.bola)).size).toBe(0);
  });

  it('the overtime report computes the days punches queued before it reads, so a fresh punch shows', async () => {
    const day = '2026-03-17';
    // Queued only: the background drain has not run yet.
    await inDemo(async (tx) => {
      for (const local of [`${day}T08:00:00`, `${day}T18:40:00`]) await punch(tx, ids.ada, local);
    });
    const res = await (
      await f.as('admin')
    ).post('/attendance/reports/overtime', { date_from: day, date_to: day });
    expect(res.statusCode).toBe(200);
    const rows = (
      res.json() as { data: { results: { employee_details: { id: number }; actual_overtime: number }[] } }
    ).data.results;
    expect(rows.filter((r) => r.employee_details.id === ids.ada).map((r) => r.actual_overtime)).toEqual([90]);
  });

  it('a late punch recomputes a pending record in place', async () => {
    const before = (await recordsOf(ids.ada)).get(TUESDAY);
    await clock(ids.ada, `${TUESDAY}T19:10:00`);
    // 17:30 → 19:10 is 100 minutes, rounded to 120: 2 h × ₦1,250 × 1.5 = ₦3,750.
    expect((await recordsOf(ids.ada)).get(TUESDAY)).toMatchObject({
      id: before?.id,
      status: 'pending',
      end: '19:10',
      minutes: 120,
      amount: 375_000,
      recomputed: false,
    });
  });

  it('an approved record keeps its figures and holds the new ones beside them, until they agree again', async () => {
    const tuesday = (await recordsOf(ids.ada)).get(TUESDAY);
    await decide(Number(tuesday?.id), 'approved');
    await clock(ids.ada, `${TUESDAY}T20:00:00`);
    // Decided: 120 minutes, ₦3,750. Found: 17:30 → 20:00, 150 minutes, 2.5 h × ₦1,875 = ₦4,687.50.
    expect((await recordsOf(ids.ada)).get(TUESDAY)).toMatchObject({
      status: 'approved',
      end: '19:10',
      minutes: 120,
      amount: 375_000,
      r_start: '17:30',
      r_minutes: 150,
      r_amount: 468_750,
      recomputed: true,
    });
    await inDemo(async (tx) => {
      await tx.execute(sql`DELETE FROM punches WHERE company_id = ${demo} AND employee_id = ${ids.ada}
        AND punched_at = ${`${TUESDAY}T20:00:00+01:00`}::timestamptz`);
      await markPunchDaysDirty(tx, demo, [{ employeeId: ids.ada, punchedAt: `${TUESDAY}T20:00:00+01:00` }]);
      await drainDirty(tx, demo);
    });
    expect((await recordsOf(ids.ada)).get(TUESDAY)).toMatchObject({
      minutes: 120,
      r_minutes: null,
      r_amount: null,
      recomputed: false,
    });
  });

  it('approved leave removes pending overtime, with its approval request', async () => {
    await clock(ids.ada, `${THURSDAY}T08:00:00`, `${THURSDAY}T18:30:00`);
    const thursday = (await recordsOf(ids.ada)).get(THURSDAY);
    expect(thursday).toMatchObject({ minutes: 60, amount: 187_500 });
    const waiting = await inDemo(async (tx) => {
      // No read has covered Thursday: the leave trigger queues it because a punch computed it
      // (migration 0021); before, the record stayed pending on a day of leave.
      await tx.execute(sql`INSERT INTO approval_requests (company_id, module, subject_id, requester_id, approval_type, status)
        VALUES (${demo}, 'overtime', ${thursday?.id}, ${ids.ada}, 'Concurrent', 'pending')`);
      await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
        VALUES (${demo}, ${ids.ada}, ${ids.leaveType}, ${THURSDAY}, ${THURSDAY}, 1, 'Family', 'approved')`);
      await drainDirty(tx, demo);
      return tx.execute(
        sql`SELECT 1 FROM approval_requests WHERE company_id = ${demo} AND module = 'overtime' AND subject_id = ${thursday?.id}`,
      );
    });
    expect((await recordsOf(ids.ada)).has(THURSDAY)).toBe(false);
    expect(waiting.rows).toHaveLength(0);
  });

  it('a changed rule recomputes a range from the stored facts: pending follows, decided is held for review', async () => {
    await inDemo(async (tx) => {
      await tx.execute(
        sql`UPDATE overtime_rules SET amount = 100 WHERE company_id = ${demo} AND id = ${ids.rule}`,
      );
      await recomputeOvertimeBetween(tx, demo, [ids.ada], '2026-03-01', '2026-03-31');
    });
    const ada = await recordsOf(ids.ada);
    // Saturday: 4.5 h × ₦1,250 × 2 = ₦11,250. Tuesday stays ₦3,750, with ₦5,000 found beside it.
    expect(ada.get(SATURDAY)).toMatchObject({ status: 'pending', amount: 1_125_000, recomputed: false });
    expect(ada.get(TUESDAY)).toMatchObject({
      amount: 375_000,
      r_minutes: 120,
      r_amount: 500_000,
      recomputed: true,
    });
  });

  it('a pending record goes when its employee no longer has a rule', async () => {
    await inDemo(async (tx) => {
      await tx.execute(
        sql`DELETE FROM overtime_rule_employees WHERE company_id = ${demo} AND employee_id = ${ids.ada}`,
      );
      await recomputeOvertimeBetween(tx, demo, [ids.ada], '2026-03-01', '2026-03-31');
    });
    const ada = await recordsOf(ids.ada);
    expect(ada.has(SATURDAY)).toBe(false);
    // The approved Tuesday stays as decided; its overtime is gone now, which is shown for review.
    expect(ada.get(TUESDAY)).toMatchObject({
      status: 'approved',
      minutes: 120,
      r_minutes: 0,
      r_amount: 0,
      r_start: null,
    });
    await inDemo((tx) =>
      tx.execute(
        sql`INSERT INTO overtime_rule_employees (company_id, employee_id, overtime_rule_id) VALUES (${demo}, ${ids.ada}, ${ids.rule})`,
      ),
    );
  });
});

describe('approvedOvertimeFor', () => {
  it("sums each employee's approved records of the month: amounts, minutes and count", async () => {
    await inDemo((tx) => recomputeOvertimeBetween(tx, demo, 'all', '2026-03-01', '2026-03-31'));
    await clock(ids.ada, '2026-04-07T08:00:00', '2026-04-07T18:00:00');
    const ada = await recordsOf(ids.ada);
    await decide(Number(ada.get(SATURDAY)?.id), 'approved');
    await decide(Number(ada.get('2026-04-07')?.id), 'approved');
    await clock(ids.bola, `${THURSDAY}T08:00:00`, `${THURSDAY}T18:30:00`); // no rule: nothing
    const march = await inDemo((tx) => approvedOvertimeFor(tx, demo, '2026-03'));
    // Tuesday ₦3,750 (120 min) + Saturday ₦11,250 (270 min); April's record is April's.
    expect(march).toEqual([{ employeeId: ids.ada, amountKobo: 1_500_000, minutes: 390, records: 2 }]);
    // April: 17:30 → 18:00, 30 minutes; ₦220,000 ÷ (20 days × 8 h) = ₦1,375 an hour; 0.5 h × ₦1,375 × 2 = ₦1,375.00.
    expect(await inDemo((tx) => approvedOvertimeFor(tx, demo, '2026-04'))).toEqual([
      { employeeId: ids.ada, amountKobo: 137_500, minutes: 30, records: 1 },
    ]);
    expect(await inDemo((tx) => approvedOvertimeFor(tx, demo, '2026-02'))).toEqual([]);
    await expect(inDemo((tx) => approvedOvertimeFor(tx, demo, '2026-3'))).rejects.toThrow();
  });
});
