import { describe, expect, it } from 'vitest';
import { SALARY_SCHEDULE_MESSAGES as M, type VariancePage } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { payrollFixture } from './schedule.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const fx = payrollFixture((fn) => f.inCompany('demo', fn));

describe('run-over-run variance', () => {
  it('says who changed against the previous month, by how much and why', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const steady = await fx.employee({ branchId });
    const joiner = await fx.employee({ branchId, appointment: '2026-03-10' });
    const raised = await fx.employee({ branchId });
    const leaver = await fx.employee({ branchId, exit: '2026-02-20' });
    const worked = await fx.employee({ branchId });
    for (const id of [steady, joiner, raised, leaver, worked]) await fx.assign(id, pack);
    await fx.assign(raised, await fx.package(600_000), '2026-03-01');
    await fx.overtime(worked, '2026-03-12');
    const body = { month: 3, year: 2026, branch_ids: [branchId] };
    dataOf(await admin.post(RUN, { ...body, month: 2 }));
    const notRun = await admin.post(`${RUN}/variance`, body);
    expect(notRun.statusCode).toBe(422);
    expect(notRun.json().message).toBe(M.varianceNotRun);
    dataOf(await admin.post(RUN, body));

    const page = dataOf<VariancePage>(await admin.post(`${RUN}/variance`, body));
    expect(page).toMatchObject({
      previous_month: 2,
      previous_year: 2026,
      total: 5,
      employees: 5,
      changed: 4,
    });
    const of = new Map(page.results.map((r) => [r.employee_id, r]));
    expect(of.get(steady)).toMatchObject({
      previous_net: '205500.00',
      current_net: '205500.00',
      difference: '0.00',
      reasons: [],
    });
    expect(of.get(joiner)).toMatchObject({ previous_net: null, reasons: ['joined'] });
    expect(of.get(leaver)).toMatchObject({ current_net: null, difference: '-149642.86', reasons: ['left'] });
    expect(of.get(raised)?.reasons).toEqual(['package_change', 'tax_band']);
    expect(of.get(worked)).toMatchObject({ reasons: ['overtime'] });
    expect(Number(of.get(worked)?.difference)).toBeGreaterThan(0);

    const changed = dataOf<VariancePage>(
      await admin.post(`${RUN}/variance?per_page=2`, { ...body, changed_only: true }),
    );
    expect(changed.total).toBe(4);
    // The summary's "4 of 5 changed" still counts everyone paid in either month.
    expect(changed).toMatchObject({ employees: 5, changed: 4 });
    expect(changed.results).toHaveLength(2);
    expect(changed.difference).toBe(page.difference);
    expectFieldError(await admin.post(`${RUN}/variance`, { year: 2026 }), 'month', M.noParameters);
    expect((await (await f.as('employee')).post(`${RUN}/variance`, body)).statusCode).toBe(403);
  });
});

describe('variance by GET', () => {
  it('answers what the POST answers, with the filter in the query string', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const steady = await fx.employee({ branchId });
    const raised = await fx.employee({ branchId });
    for (const id of [steady, raised]) await fx.assign(id, pack);
    await fx.assign(raised, await fx.package(400_000), '2026-08-01');
    const body = { month: 8, year: 2026, branch_ids: [branchId] };
    dataOf(await admin.post(RUN, { ...body, month: 7 }));
    dataOf(await admin.post(RUN, body));

    const query = `month=8&year=2026&branch_ids=${branchId}`;
    const posted = dataOf<VariancePage>(await admin.post(`${RUN}/variance`, body));
    const got = await admin.get(`${RUN}/variance?${query}`);
    expect(got.json().message).toBe(M.varianceFetched);
    expect(dataOf<VariancePage>(got)).toEqual(posted);
    expect(posted).toMatchObject({ total: 2, changed: 1 });
    // changed_only and the page, and ids repeated or comma-separated.
    const changed = dataOf<VariancePage>(
      await admin.get(`${RUN}/variance?${query}&branch_ids=${branchId}&changed_only=true&per_page=1`),
    );
    expect(changed).toEqual(
      dataOf<VariancePage>(await admin.post(`${RUN}/variance?per_page=1`, { ...body, changed_only: true })),
    );
    expect(changed.results.map((r) => r.employee_id)).toEqual([raised]);
    expect(dataOf<VariancePage>(await admin.get(`${RUN}/variance?${query},${branchId}`))).toEqual(posted);

    expectFieldError(await admin.get(`${RUN}/variance?year=2026`), 'month', M.noParameters);
    expectFieldError(
      await admin.get(`${RUN}/variance?${query}&changed_only=maybe`),
      'changed_only',
      M.changedOnlyInvalid,
    );
    expectFieldError(
      await admin.get(`${RUN}/variance?month=8&year=2026&branch_ids=x`),
      'branch_ids',
      M.branchesInvalid,
    );
    const notRun = await admin.get(`${RUN}/variance?month=9&year=2026&branch_ids=${branchId}`);
    expect(notRun.statusCode).toBe(422);
    expect(notRun.json().message).toBe(M.varianceNotRun);
    // Another company's branch is a 404, as in the POST; an employee may not read it.
    const acmeBranch = await f.firstId('acme', 'branches');
    const other = await admin.get(`${RUN}/variance?month=8&year=2026&branch_ids=${acmeBranch}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.branchNotFound);
    expect((await (await f.as('employee')).get(`${RUN}/variance?${query}`)).statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it('writes the schedule as CSV with a column per component and a totals row, and as XLSX and PDF', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    for (let i = 0; i < 2; i += 1) await fx.assign(await fx.employee({ branchId }), pack);
    const body = { month: 6, year: 2026, branch_ids: [branchId] };
    dataOf(await admin.post(RUN, body));
    const csv = await admin.post(`${RUN}/download/csv`, body);
    expect(csv.json()).toMatchObject({ message: M.downloaded, job_id: null });
    const text = (await admin.get(`/downloads/${csv.json().data as string}`)).body;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Basic');
    expect(lines[0]).toContain('Net Pay');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('205500.00');
    expect(lines[3]).toContain('411000.00');
    for (const format of ['xlsx', 'pdf']) {
      const res = await admin.post(`${RUN}/download/${format}`, body);
      const file = await admin.get(`/downloads/${res.json().data as string}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(500);
    }
    expectFieldError(await admin.post(`${RUN}/download/doc`, body), 'format', M.formatInvalid);
    expect((await (await f.as('employee')).post(`${RUN}/download/csv`, body)).statusCode).toBe(403);
  });
});
