import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayPackageDetail } from '@clockroom/contracts';
import { dataOf, testFile, type TestClient } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';
import type { Tx } from '../../../../platform/db/database.ts';
import { drainDirty } from '../../engine/day-facts.service.ts';
import { markPunchDaysDirty } from '../../engine/dirty.repository.ts';
import { payPackageBases } from './pay-package-base.repository.ts';

const BASE = '/payroll/salarymanagement/pay-packages';
const f = testFile();
const thisMonth = new Date().toISOString().slice(0, 7);

const breakdownIds = () =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ id: string | number; code: string }>(
      sql`SELECT id, code FROM pay_breakdowns`,
    );
    return Object.fromEntries(r.rows.map((row) => [row.code, Number(row.id)]));
  });

let packages = 0;
/** A package paying Basic alone, at `basic` naira a month. */
const basicPackage = async (admin: TestClient, basicId: number | undefined, basic: number) =>
  dataOf<PayPackageDetail>(
    await admin.post(BASE, {
      package_name: `Overtime base by day ${(packages += 1)}`,
      monthly_salary: 500000,
      pay_breakdowns: [{ pay_breakdown_id: basicId, amount: String(basic) }],
    }),
    201,
  ).id;

const assignFrom = (admin: TestClient, packageId: number, employeeId: number, from: string, un = false) =>
  admin.put(`${BASE}/${packageId}/${un ? 'un-assign' : 'assign'}`, {
    assignments: [{ employee_id: employeeId }],
    effective_from: from,
  });

/** Overtime's monthly base read from the pay packages (ADR 36, 44). */
describe('overtime base from the pay package', () => {
  it('sums the employee’s package amounts of the work rate’s chosen items, overrides included', async () => {
    const admin = await f.as('admin');
    const ids = await breakdownIds();
    const pkg = dataOf<PayPackageDetail>(
      await admin.post(BASE, {
        package_name: 'Overtime base package',
        monthly_salary: 250000,
        pay_breakdowns: [
          { pay_breakdown_id: ids.BASIC },
          { pay_breakdown_id: ids.HOUSING, amount: '80000.50' },
          { pay_breakdown_id: ids.TRANSPORT },
        ],
      }),
      201,
    );
    const onIt = await make.employee(admin);
    const without = await make.employee(admin);
    dataOf(await admin.put(`${BASE}/${pkg.id}/assign`, { assignments: [{ employee_id: onIt.id }] }));
    const basicHousing = await make.workRate(admin, {
      use_custom_charge: false,
      payroll_charges: [ids.BASIC, ids.HOUSING],
    });
    const utility = await make.workRate(admin, { use_custom_charge: false, payroll_charges: [ids.UTILITY] });
    const day = `${thisMonth}-20`;
    /** Each wanted key's base, as the recompute looks them up after one read for all of them. */
    const bases = (wanted: { employeeId: number; workRateId: number }[]) =>
      f.inCompany('demo', async (tx) => {
        const keys = wanted.map((w) => ({ ...w, day }));
        const baseOf = await payPackageBases(tx, await f.companyId('demo'), keys);
        return keys.map((k) => baseOf(k.employeeId, k.day, k.workRateId));
      });
    // Basic 40 % of 250,000 plus the Housing override.
    expect(await bases([{ employeeId: onIt.id, workRateId: basicHousing.id }])).toEqual([
      10_000_000 + 8_000_050,
    ]);
    // The package pays no Utility: a base of 0. No package: no base at all.
    expect(
      await bases([
        { employeeId: onIt.id, workRateId: utility.id },
        { employeeId: without.id, workRateId: basicHousing.id },
        { employeeId: onIt.id, workRateId: basicHousing.id },
      ]),
    ).toEqual([0, undefined, 10_000_000 + 8_000_050]);
    expect(await bases([])).toEqual([]);
  });

  it('takes the package in force on each overtime day, and none after an un-assign', async () => {
    const admin = await f.as('admin');
    const ids = await breakdownIds();
    const [low, high] = [
      await basicPackage(admin, ids.BASIC, 100000),
      await basicPackage(admin, ids.BASIC, 300000),
    ];
    const who = await make.employee(admin);
    const rate = await make.workRate(admin, { use_custom_charge: false, payroll_charges: [ids.BASIC] });
    dataOf(await assignFrom(admin, low, who.id, '2026-01-01'));
    dataOf(await assignFrom(admin, high, who.id, '2026-05-15'));
    dataOf(await assignFrom(admin, high, who.id, '2026-09-01', true));
    const days = ['2025-12-31', '2026-02-10', '2026-05-14', '2026-05-15', '2026-08-31', '2026-09-01'];
    const bases = await f.inCompany('demo', async (tx) => {
      const keys = days.map((day) => ({ employeeId: who.id, day, workRateId: rate.id }));
      const baseOf = await payPackageBases(tx, await f.companyId('demo'), keys);
      return keys.map((k) => baseOf(k.employeeId, k.day, k.workRateId));
    });
    expect(bases).toEqual([undefined, 10_000_000, 10_000_000, 30_000_000, 30_000_000, undefined]);
  });
});

/** Punches past the shift's end, then the engine's drain, as the background job runs it. */
async function clock(tx: Tx, companyId: number, employeeId: number, locals: string[]): Promise<void> {
  for (const local of locals) {
    await tx.execute(sql`
      INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
      VALUES (${companyId}, ${employeeId}, ${`OB${employeeId}`}, 'device', ${`${local}+01:00`}::timestamptz,
        ${local}::timestamp, 255)`);
    await markPunchDaysDirty(tx, companyId, [{ employeeId, punchedAt: `${local}+01:00` }]);
  }
  await drainDirty(tx, companyId);
}

describe('overtime records paid from the package base', () => {
  it('pays each day by the package of that day, not today’s', async () => {
    const admin = await f.as('admin');
    const ids = await breakdownIds();
    // Basic ₦220,000 until 11 March, ₦440,000 from the 12th; 22 days of 8 hours in March.
    const [before, after] = [
      await basicPackage(admin, ids.BASIC, 220000),
      await basicPackage(admin, ids.BASIC, 440000),
    ];
    const who = await make.employee(admin);
    const rate = await make.workRate(admin, { use_custom_charge: false, payroll_charges: [ids.BASIC] });
    dataOf(await assignFrom(admin, before, who.id, '2026-01-01'));
    dataOf(await assignFrom(admin, after, who.id, '2026-03-12'));
    const records = await f.inCompany('demo', async (tx) => {
      const demo = await f.companyId('demo');
      const shift = await tx.execute<{ id: string }>(sql`
        INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes, work_days)
        VALUES (${demo}, 'Overtime base shift', '08:00', '17:00', 15, 60, '{1,2,3,4,5}') RETURNING id`);
      await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
        VALUES (${demo}, ${who.id}, ${shift.rows[0]?.id}, '2026-01-01')`);
      const rule = await tx.execute<{ id: string }>(sql`
        INSERT INTO overtime_rules (company_id, group_name, description, use_work_shift, overtime_start, overtime_end,
          overtime_round_up, apply_overtime_on_work_day, apply_overtime_on_non_work_day, public_holiday, payment_type, amount)
        VALUES (${demo}, 'Overtime base rule', 'By day', true, 30, 15, 30, true, true, false, 'premium_pay', 50)
        RETURNING id`);
      await tx.execute(sql`INSERT INTO overtime_rule_employees (company_id, employee_id, overtime_rule_id)
        VALUES (${demo}, ${who.id}, ${rule.rows[0]?.id})`);
      await tx.execute(sql`INSERT INTO overtime_work_rate_employees (company_id, employee_id, work_rate_id)
        VALUES (${demo}, ${who.id}, ${rate.id})`);
      await clock(tx, demo, who.id, [
        '2026-03-10T08:00:00',
        '2026-03-10T18:40:00',
        '2026-03-12T08:00:00',
        '2026-03-12T18:40:00',
      ]);
      const r = await tx.execute<{ day: string; hourly: number; amount: number }>(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, hourly_rate_kobo::int AS hourly, amount_kobo::int AS amount
        FROM overtime_records WHERE company_id = ${demo} AND employee_id = ${who.id} ORDER BY day`);
      return r.rows;
    });
    // ₦220,000 ÷ 22 ÷ 8 = ₦1,250 an hour; 90 minutes at a 50 % premium = ₦2,812.50; twice that after.
    expect(records).toEqual([
      { day: '2026-03-10', hourly: 125_000, amount: 281_250 },
      { day: '2026-03-12', hourly: 250_000, amount: 562_500 },
    ]);
  });
});
