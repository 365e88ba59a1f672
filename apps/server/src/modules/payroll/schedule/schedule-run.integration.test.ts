import { describe, expect, it } from 'vitest';
import {
  PAYMENT_UPLOAD_MESSAGES,
  SALARY_SCHEDULE_MESSAGES as M,
  type SchedulePage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { payrollFixture } from './schedule.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const fx = payrollFixture((fn) => f.inCompany('demo', fn));
const march = { month: 3, year: 2026 };

async function run(body: object, query = ''): Promise<SchedulePage> {
  return dataOf<SchedulePage>(await (await f.as('admin')).post(`${RUN}${query}`, body));
}

describe('the payroll run', () => {
  it('needs its parameters, for the run, the download, confirm and the upload mode alike', async () => {
    const admin = await f.as('admin');
    for (const url of [RUN, `${RUN}/download/csv`, `${RUN}/confirm`, `${RUN}/view`, `${RUN}?mode=upload`]) {
      const res = await admin.post(url, { month: 3 });
      expectFieldError(res, 'year', M.noParameters);
      expect(res.json().message).toBe(M.noParameters);
    }
    expectFieldError(await admin.post(RUN, { year: 2026 }), 'month', M.noParameters);
    expectFieldError(await admin.post(RUN, { month: 13, year: 2026 }), 'month', M.monthInvalid);
    expectFieldError(await admin.post(RUN, { month: 3, year: 'soon' }), 'year', M.yearInvalid);
    expectFieldError(await admin.post(RUN, { ...march, branch_ids: ['x'] }), 'branch_ids', M.branchesInvalid);
    // mode 'upload' hands a confirmed month to salary payments (ADR 59): an open one is refused.
    const notConfirmed = PAYMENT_UPLOAD_MESSAGES.monthNotConfirmed;
    expectFieldError(await admin.post(`${RUN}?mode=upload`, march), 'month', notConfirmed);
    expectFieldError(await admin.post(RUN, { ...march, mode: 'upload' }), 'month', notConfirmed);
    expectFieldError(
      await admin.post(`${RUN}/download/csv`, { ...march, mode: 'upload' }),
      'mode',
      M.uploadFromPayments,
    );
  });

  it('pays the worked example to the kobo: ₦250,000, all pensionable, NHF off', async () => {
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const ids = [await fx.employee({ branchId }), await fx.employee({ branchId })];
    for (const id of ids) await fx.assign(id, pack);
    const page = await run({ ...march, branch_ids: [branchId] });
    expect(page.job_id).toBeNull();
    expect(page.total).toBe(2);
    expect(page.results.find((r) => r.employee_id === ids[0])).toMatchObject({
      employee_id: ids[0],
      status: 'open',
      days_paid: 31,
      days_in_month: 31,
      gross_pay: '250000.00',
      components: [
        { name: 'Basic', amount: '125000.00' },
        { name: 'Housing', amount: '75000.00' },
        { name: 'Transport', amount: '50000.00' },
      ],
      overtime: '0.00',
      paye: '24500.00',
      pension_employee: '20000.00',
      pension_employer: '25000.00',
      nhf: '0.00',
      net_pay: '205500.00',
    });
    expect(page.grand_totals).toMatchObject({
      employees: 2,
      gross_pay: '500000.00',
      net_pay: '411000.00',
      paye: '49000.00',
    });
    expect(page.totals).toEqual(page.grand_totals);
    expect(page.open).toBe(2);
  });

  it('re-runs an open month idempotently: same figures, same rows, no duplicate', async () => {
    const branchId = await fx.branch();
    const pack = await fx.package(180_000);
    const id = await fx.employee({ branchId, nhf: true, rentNaira: 1_200_000 });
    await fx.assign(id, pack);
    const first = await run({ ...march, branch_ids: [branchId] });
    const again = await run({ ...march, branch_ids: [branchId] });
    expect(again.results).toEqual(first.results);
    expect(await fx.rows([id], 2026, 3)).toHaveLength(1);
    // NHF 2.5 % of basic (₦90,000) when the employee contributes.
    expect(first.results[0]?.nhf).toBe('2250.00');
  });

  it('prorates joiners and leavers by calendar days and leaves out who the month does not pay', async () => {
    const branchId = await fx.branch();
    const pack = await fx.package(310_000);
    const joiner = await fx.employee({ branchId, appointment: '2026-03-17' });
    const leaver = await fx.employee({ branchId, exit: '2026-03-10' });
    const gone = await fx.employee({ branchId, exit: '2026-02-27' });
    const later = await fx.employee({ branchId, appointment: '2026-04-01' });
    const unpaid = await fx.employee({ branchId });
    for (const id of [joiner, leaver, gone, later]) await fx.assign(id, pack);
    const page = await run({ ...march, branch_ids: [branchId] });
    const byId = new Map(page.results.map((r) => [r.employee_id, r]));
    expect([...byId.keys()].sort()).toEqual([joiner, leaver].sort());
    expect(byId.get(joiner)).toMatchObject({ days_paid: 15, gross_pay: '150000.00' });
    expect(byId.get(leaver)).toMatchObject({ days_paid: 10, gross_pay: '100000.00' });
    expect(byId.has(unpaid)).toBe(false);
  });

  it('deletes the open row of an employee the month no longer pays', async () => {
    const branchId = await fx.branch();
    const pack = await fx.package(200_000);
    const [a, b] = [await fx.employee({ branchId }), await fx.employee({ branchId })];
    await fx.assign(a, pack);
    await fx.assign(b, pack);
    expect((await run({ ...march, branch_ids: [branchId] })).total).toBe(2);
    await fx.unassign(b);
    const page = await run({ ...march, branch_ids: [branchId] });
    expect(page.results.map((r) => r.employee_id)).toEqual([a]);
    expect(await fx.rows([b], 2026, 3)).toHaveLength(0);
  });

  it('adds approved overtime as a taxable, not pensionable line, and YTD from earlier months', async () => {
    const branchId = await fx.branch();
    const id = await fx.employee({ branchId });
    await fx.assign(id, await fx.package(250_000));
    await fx.overtime(id, '2026-03-10');
    const page = await run({ ...march, branch_ids: [branchId] });
    // 3,135,000 − 240,000 a year: 15 % of 2,095,000 = 314,250, a twelfth of it.
    expect(page.results[0]).toMatchObject({
      overtime: '11250.00',
      gross_pay: '261250.00',
      pension_employee: '20000.00',
      paye: '26187.50',
    });
    // A raise in April is trued up over the year to date (March's row counts).
    await fx.assign(id, await fx.package(300_000), '2026-04-01');
    const april = await run({ month: 4, year: 2026, branch_ids: [branchId] });
    // (561,250 − 44,000) × 6 = 3,103,500 a year: 348,630 of tax, × 2/12 = 58,105, less March's 26,187.50.
    expect(april.results[0]).toMatchObject({ gross_pay: '300000.00', paye: '31917.50' });
  });

  it('answers a page with its own totals beside the scope’s, and reads without computing', async () => {
    const branchId = await fx.branch();
    const pack = await fx.package(100_000);
    for (let i = 0; i < 3; i += 1) await fx.assign(await fx.employee({ branchId }), pack);
    const page = await run({ ...march, branch_ids: [branchId] }, '?page=2&per_page=2');
    expect(page.results).toHaveLength(1);
    expect(page.totals.employees).toBe(1);
    expect(page.grand_totals).toMatchObject({ employees: 3, gross_pay: '300000.00' });
    const admin = await f.as('admin');
    const viewed = dataOf<SchedulePage>(
      await admin.post(`${RUN}/view?page=2&perPage=2`, { ...march, branch_ids: [branchId] }),
    );
    expect(viewed).toEqual(page);
  });

  it('is for payroll staff, and another company’s branch is not found', async () => {
    const employee = await f.as('employee');
    expect((await employee.post(RUN, march)).statusCode).toBe(403);
    expect((await employee.post(`${RUN}/view`, march)).statusCode).toBe(403);
    const acme = await f.firstId('acme', 'branches');
    const res = await (await f.as('admin')).post(RUN, { ...march, branch_ids: [acme] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.branchNotFound);
  });
});
