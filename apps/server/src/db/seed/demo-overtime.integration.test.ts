import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OvertimeAssignables, OvertimeRule, WorkRate } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoAttendance } from './attendance.ts';
import { seedDemoOvertime } from './overtime.ts';

// The demo's overtime settings (npm start seeds them with the attendance; the tests' template leaves
// both out): seeded into a copy of the template, then read through the settings API.
const f = testFile();
let hqDayShift: number[] = [];
let seconds = 0;

async function rows<T>(tx: Tx, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(q)).rows as T[];
}

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: string }>(tx, q))[0]?.id);
    const branch = (name: string) =>
      id(sql`SELECT id FROM branches WHERE company_id = ${demo} AND station_name = ${name}`);
    const hq = await branch('Lagos HQ');
    await seedDemoAttendance(tx, demo, {
      ownerEmployeeId: await id(
        sql`SELECT id FROM employees WHERE company_id = ${demo} AND email = 'admin@demo.example'`,
      ),
      branchIds: [hq, await branch('Abuja Branch'), await branch('Port Harcourt Branch')],
      essEmployeeId: await id(
        sql`SELECT id FROM employees WHERE company_id = ${demo} AND email = 'employee@demo.example'`,
      ),
    });
    const started = performance.now();
    await seedDemoOvertime(tx, demo, hq);
    seconds = (performance.now() - started) / 1000;
    hqDayShift = (
      await rows<{ id: string }>(
        tx,
        sql`SELECT a.employee_id AS id FROM shift_assignments a
          JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
          JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
          WHERE a.company_id = ${demo} AND s.name = 'Day shift' AND e.branch_id = ${hq} ORDER BY 1`,
      )
    ).map((r) => Number(r.id));
  });
}, 120_000);

describe('the demo company’s overtime settings', () => {
  it('has the Standard rate with each month’s weekdays and the Weekday overtime rule, quickly seeded', async () => {
    const admin = await f.as('admin');
    const rate = dataOf<{ results: WorkRate[] }>(
      await admin.get('/attendance/overtime/settings/workrates'),
    ).results;
    expect(rate).toHaveLength(1);
    expect(rate[0]).toMatchObject({
      group_name: 'Standard rate',
      use_custom_charge: true,
      custom_charge: 220_000,
    });
    expect(rate[0]?.workrateables).toHaveLength(12);
    for (const m of rate[0]?.workrateables ?? []) expect(m.days).toBeGreaterThanOrEqual(20);
    const rule = dataOf<{ results: OvertimeRule[] }>(
      await admin.get('/attendance/overtime/settings/overtime-rules'),
    ).results;
    expect(rule).toEqual([
      expect.objectContaining({
        group_name: 'Weekday overtime',
        use_work_shift: true,
        overtime_start: 30,
        overtime_end: 15,
        overtime_round_up: 30,
        apply_overtime_on_work_day: true,
        apply_overtime_on_non_work_day: true,
        payment_type: 'premium_pay',
        amount: '50.00',
      }),
    ]);
    expect(seconds).toBeLessThan(5);
  });

  it('assigns both to the Lagos HQ day-shift staff', async () => {
    const admin = await f.as('admin');
    const [rate] = dataOf<{ results: WorkRate[] }>(
      await admin.get('/attendance/overtime/settings/workrates'),
    ).results;
    const [rule] = dataOf<{ results: OvertimeRule[] }>(
      await admin.get('/attendance/overtime/settings/overtime-rules'),
    ).results;
    const held = (a: OvertimeAssignables) => a.employees.map((e) => e.id).sort((x, y) => x - y);
    expect(hqDayShift.length).toBeGreaterThan(5);
    const base = '/attendance/overtime/settings';
    expect(held(dataOf(await admin.get(`${base}/workrates/${rate?.id}/assignables`)))).toEqual(hqDayShift);
    expect(held(dataOf(await admin.get(`${base}/overtime-rules/${rule?.id}/assignables`)))).toEqual(
      hqDayShift,
    );
  });

  it('gives some of them evenings past the 30-minute buffer and a few Saturdays, none after the clock’s last call', async () => {
    const demo = await f.companyId('demo');
    const [late] = await f.inCompany('demo', (tx) =>
      rows<{ evenings: string; saturdays: string; stray: string }>(
        tx,
        sql`SELECT count(*) FILTER (WHERE p.status = 1 AND p.local_time::time >= s.end_time + interval '45 minutes'
                 AND extract(isodow FROM p.local_time) < 6) AS evenings,
               count(*) FILTER (WHERE extract(isodow FROM p.local_time) = 6) AS saturdays,
               count(*) FILTER (WHERE p.punched_at > d.last_contact_at) AS stray
          FROM punches p
          JOIN devices d ON d.company_id = p.company_id AND d.id = p.device_id
          JOIN shift_assignments a ON a.company_id = p.company_id AND a.employee_id = p.employee_id
          JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
          WHERE p.company_id = ${demo} AND s.name = 'Day shift'
            AND p.employee_id = ANY(${`{${hqDayShift.join(',')}}`}::bigint[])`,
      ),
    );
    expect(Number(late?.evenings)).toBeGreaterThan(5);
    expect(Number(late?.saturdays)).toBeGreaterThan(0);
    expect(Number(late?.stray)).toBe(0);
  });
});
