import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SALARY_SCHEDULE_MESSAGES as M,
  type ScheduleConfirmation,
  type SchedulePage,
} from '@clockroom/contracts';
import { dataOf, testFile } from '../../../test/kit.ts';
import { onPayrollConfirmed, registerPayItemSource, type PayItemLine } from './pay-item-source.ts';
import { payrollFixture } from './schedule.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const fx = payrollFixture((fn) => f.inCompany('demo', fn));
const march = { month: 3, year: 2026 };

// What confirm tells: the listeners (the payslip mail's) and each source's confirmed() (a loan's).
const told: number[][] = [];
onPayrollConfirmed(async (_ctx, period, employeeIds) => {
  if (period.year === 2026 && period.month === 3) told.push([...employeeIds].sort((a, b) => a - b));
});
const bonusFor = new Set<number>();
const bonusesConfirmed: PayItemLine[] = [];
// Files may share a worker and its modules: the source stays registered but pays no one after this file.
afterAll(() => bonusFor.clear());
registerPayItemSource({
  name: 'test-bonus',
  async lines(_tx, _companyId, _period, employeeIds) {
    return employeeIds
      .filter((id) => bonusFor.has(id))
      .map((employeeId) => ({
        employeeId,
        kind: 'benefit' as const,
        code: 'BONUS',
        name: 'Bonus',
        amountKobo: 5_000_00n,
        taxable: true,
        pensionable: false,
        ref: `bonus-${employeeId}`,
      }));
  },
  async confirmed(_tx, _companyId, _period, lines) {
    bonusesConfirmed.push(...lines);
  },
});

async function scope(naira: number, count = 2) {
  const branchId = await fx.branch();
  const pack = await fx.package(naira);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await fx.employee({ branchId });
    await fx.assign(id, pack);
    ids.push(id);
  }
  return { branchId, pack, ids, body: { ...march, branch_ids: [branchId] } };
}

describe('confirming a month', () => {
  it('refuses when nothing is computed, then confirms, tells sources and listeners once, and audits', async () => {
    const admin = await f.as('admin');
    const s = await scope(250_000);
    bonusFor.add(s.ids[0] as number);
    const nothing = await admin.post(`${RUN}/confirm`, s.body);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(M.nothingToConfirm);

    const page = dataOf<SchedulePage>(await admin.post(RUN, s.body));
    expect(page.results.find((r) => r.employee_id === s.ids[0])?.benefits).toBe('5000.00');
    const res = await admin.post(`${RUN}/confirm`, s.body);
    expect(res.json().message).toBe(M.confirmed);
    expect(dataOf<ScheduleConfirmation>(res)).toMatchObject({
      confirmed: 2,
      already_confirmed: 0,
      grand_totals: page.grand_totals,
    });
    expect(told).toContainEqual([...s.ids].sort((a, b) => a - b));
    expect(bonusesConfirmed).toEqual([
      expect.objectContaining({
        employeeId: s.ids[0],
        code: 'BONUS',
        amountKobo: 5_000_00n,
        ref: `bonus-${s.ids[0]}`,
      }),
    ]);
    expect((await fx.rows(s.ids, 2026, 3)).map((r) => r.status)).toEqual(['confirmed', 'confirmed']);

    const calls = told.length;
    const retry = await admin.post(`${RUN}/confirm`, s.body);
    expect(retry.json().message).toBe(M.alreadyConfirmed);
    expect(dataOf<ScheduleConfirmation>(retry)).toMatchObject({ confirmed: 0, already_confirmed: 2 });
    expect(told).toHaveLength(calls);
    expect(bonusesConfirmed).toHaveLength(1);

    const audits = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ entity: string }>(
        sql`SELECT entity FROM audit_logs WHERE entity IN ('payroll run', 'payroll confirmation') ORDER BY id`,
      );
      return r.rows.map((row) => row.entity);
    });
    expect(audits).toEqual(expect.arrayContaining(['payroll run', 'payroll confirmation']));
  });

  it('locks the month: a package change or a re-run leaves confirmed figures as they were', async () => {
    const admin = await f.as('admin');
    const s = await scope(200_000, 1);
    const before = dataOf<SchedulePage>(await admin.post(RUN, s.body)).results;
    dataOf(await admin.post(`${RUN}/confirm`, s.body));
    await f.inCompany('demo', (tx) =>
      tx.execute(sql`UPDATE pay_packages SET monthly_salary_kobo = 90000000 WHERE id = ${s.pack}`),
    );
    await fx.assign(s.ids[0] as number, await fx.package(400_000), '2026-03-15');
    const runs = () =>
      f.inCompany('demo', async (tx) => {
        const r = await tx.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_logs WHERE entity = 'payroll run'`,
        );
        return r.rows[0]?.n ?? 0;
      });
    const audited = await runs();
    const after = dataOf<SchedulePage>(await admin.post(RUN, s.body)).results;
    expect(after).toEqual(before.map((r) => ({ ...r, status: 'confirmed' })));
    // The re-run wrote nothing, so the audit trail gets no "0 employees computed" entry.
    expect(await runs()).toBe(audited);
    // April is open: the change applies there.
    const april = dataOf<SchedulePage>(await admin.post(RUN, { ...s.body, month: 4 })).results;
    expect(april[0]?.gross_pay).toBe('400000.00');
  });

  it('refuses stale rows: the run must be redone and checked before it is confirmed', async () => {
    const admin = await f.as('admin');
    const s = await scope(150_000);
    dataOf(await admin.post(RUN, s.body));
    // The package's items are fixed shares of it: a raise of its Basic moves every employee's pay.
    await f.inCompany('demo', (tx) =>
      tx.execute(
        sql`UPDATE pay_package_items SET amount_kobo = amount_kobo + 1000000 WHERE pay_package_id = ${s.pack}`,
      ),
    );
    const stale = await admin.post(`${RUN}/confirm`, s.body);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({
      message: M.stale,
      stale_employee_ids: expect.arrayContaining(s.ids),
    });
    expect((await fx.rows(s.ids, 2026, 3)).map((r) => r.status)).toEqual(['open', 'open']);
    // A joiner since the run is stale too.
    dataOf(await admin.post(RUN, s.body));
    await fx.assign(await fx.employee({ branchId: s.branchId }), s.pack);
    expect((await admin.post(`${RUN}/confirm`, s.body)).json().message).toBe(M.stale);
    dataOf(await admin.post(RUN, s.body));
    expect(dataOf<ScheduleConfirmation>(await admin.post(`${RUN}/confirm`, s.body)).confirmed).toBe(3);
  });

  it('is for payroll approvers', async () => {
    const employee = await f.as('employee');
    expect((await employee.post(`${RUN}/confirm`, march)).statusCode).toBe(403);
  });
});
