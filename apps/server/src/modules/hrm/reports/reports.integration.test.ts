import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HRM_REPORT_MESSAGES as M, type LeaveUsageRow } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { expectFieldError } from '../../../test/kit.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';
import { employeeBalances } from '../leaves/leave-balances.ts';

type Tx = Parameters<Parameters<TestApp['database']['transaction']>[0]>[0];

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let demo: number;
let today: string;
let year: number;
/** Two staff of the demo company, and the self-service employee. */
let anna: { id: number; name: string };
let bode: number;
let self: number;
let annual: number;
let sick: number;
let acmeEmployee: number;

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  t.database.transaction(async (tx) => {
    await setTenant(tx, demo);
    return fn(tx);
  });

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function leave(
  employeeId: number,
  typeId: number,
  start: string,
  end: string,
  days: number,
  status: string,
) {
  await asDemo((tx) =>
    tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
      VALUES (${demo}, ${employeeId}, ${typeId}, ${start}::date, ${end}::date, ${days}, 'test', ${status})`),
  );
}

async function exemption(employeeId: number, date: string, status: string) {
  await asDemo((tx) =>
    tx.execute(sql`INSERT INTO exemptions (company_id, employee_id, date, exemption_reason, status)
      VALUES (${demo}, ${employeeId}, ${date}::date, 'test', ${status})`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  demo = await companyIdOf(t, 'demo');
  const acme = await login(t, 'admin@acme.example', 'acme');
  acmeEmployee = (await client(t, acme).get('/user')).json().data.employee.id;
  self = (await client(t, employee).get('/user')).json().data.employee.id;
  const staff = (await client(t, admin).get('/organization/employees?perPage=4')).json().data.results as {
    id: number;
    first_name: string;
    last_name: string;
  }[];
  const others = staff.filter((s) => s.id !== self);
  const a = must(others[0], 'a staff member');
  anna = { id: a.id, name: `${a.first_name} ${a.last_name}` };
  bode = must(others[1], 'another staff member').id;
  today = await asDemo(async (tx) => {
    const r = await tx.execute<{ today: string }>(
      sql`SELECT to_char(now() AT TIME ZONE timezone, 'YYYY-MM-DD') AS today FROM companies WHERE id = ${demo}`,
    );
    return must(r.rows[0], 'today').today;
  });
  year = Number(today.slice(0, 4));
  const types = await asDemo(async (tx) => {
    const r = await tx.execute<{
      id: string;
    }>(sql`INSERT INTO leave_types (company_id, leave_name, applicable_days)
      VALUES (${demo}, 'Annual Leave', 20), (${demo}, 'Sick Leave', 10) RETURNING id`);
    return r.rows.map((x) => Number(x.id));
  });
  annual = must(types[0], 'annual');
  sick = must(types[1], 'sick');
  // Anna: 3 days approved from today (taken), 2 pending, 4 rejected; Bode: 1 approved in a few days.
  await leave(anna.id, must(annual, 'annual'), today, today, 3, 'approved');
  await leave(anna.id, must(annual, 'annual'), addDays(today, 1), addDays(today, 1), 2, 'pending');
  await leave(anna.id, must(sick, 'sick'), addDays(today, 2), addDays(today, 2), 4, 'rejected');
  await leave(bode, must(annual, 'annual'), addDays(today, 3), addDays(today, 3), 1, 'approved');
  await leave(self, must(sick, 'sick'), `${year - 1}-03-02`, `${year - 1}-03-02`, 1, 'approved');
  await exemption(anna.id, `${year}-01-05`, 'approved');
  await exemption(anna.id, `${year}-02-05`, 'approved');
  await exemption(anna.id, `${year}-03-05`, 'pending');
  await exemption(bode, `${year}-01-09`, 'rejected');
  await exemption(self, `${year}-04-01`, 'pending');
  await exemption(self, `${year - 1}-04-01`, 'approved');
});
afterAll(() => t.close());

const LEAVE = '/hrm/reports/generate-leave-usage-reports';
const EXEMPTION = '/hrm/reports/generate-exemption-usage-reports';

describe('leave usage report', () => {
  it("answers each eligible type's balance per employee, agreeing with the balances (ADR 23)", async () => {
    const res = await client(t, admin).get(`${LEAVE}?employee_id=${anna.id}&perPage=50`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 2, year, start_date: `${year}-01-01`, end_date: `${year}-12-31` });
    const rows = data.reports as LeaveUsageRow[];
    expect(rows.map((r) => r.leave_name)).toEqual(['Annual Leave', 'Sick Leave']);
    const balances = await asDemo((tx) => employeeBalances(tx, demo, anna.id, year));
    for (const row of rows) {
      const b = must(
        balances.find((x) => x.leaveTypeId === row.leave_type_id),
        'a balance',
      );
      expect(row).toEqual({
        employee_id: anna.id,
        employee_name: anna.name,
        department: expect.anything(),
        leave_type_id: b.leaveTypeId,
        leave_name: b.leaveName,
        year,
        applicable_days: b.applicableDays,
        days_taken: b.daysTaken,
        pending_days: b.pendingDays,
        remaining_days: b.remainingDays,
      });
    }
    const annualRow = must(rows[0], 'annual');
    expect([annualRow.days_taken, annualRow.pending_days]).toEqual([3, 2]);
    expect(must(rows[1], 'sick').days_taken).toBe(0);
  });

  it('pages, filters by type and name, and reads another year from year or start_date', async () => {
    const all = (await client(t, admin).get(`${LEAVE}?perPage=100`)).json().data;
    expect(all.total).toBeGreaterThan(4);
    const second = (await client(t, admin).get(`${LEAVE}?page=2&per_page=1`)).json().data;
    expect(second.reports).toEqual([all.reports[1]]);
    const typed = (await client(t, admin).get(`${LEAVE}?leave_type_id=${sick}&perPage=100`)).json().data;
    expect(typed.reports.every((r: LeaveUsageRow) => r.leave_type_id === sick)).toBe(true);
    expect(typed.total).toBe(all.total / 2);
    const named = (
      await client(t, admin).get(`${LEAVE}?search_query=${encodeURIComponent(anna.name)}`)
    ).json().data;
    expect(named.reports.map((r: LeaveUsageRow) => r.employee_id)).toEqual([anna.id, anna.id]);
    const lastYear = (await client(t, admin).get(`${LEAVE}?employee_id=${self}&year=${year - 1}`)).json()
      .data;
    expect(lastYear.year).toBe(year - 1);
    expect(lastYear.reports.find((r: LeaveUsageRow) => r.leave_type_id === sick).days_taken).toBe(1);
    const byRange = (
      await client(t, admin).get(
        `${LEAVE}?employee_id=${self}&start_date=${year - 1}-02-01&end_date=${year}-01-31`,
      )
    ).json().data;
    expect(byRange.year).toBe(year - 1);
  });

  it("covers the header's branch only, like every admin list (branch-scope.ts)", async () => {
    const branchId = (await client(t, admin).get(`/organization/employees/${anna.id}`)).json().data
      .branch_id as number;
    const res = await client(t, admin, { 'x-active-branch': String(branchId) }).get(`${LEAVE}?perPage=100`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.reports as LeaveUsageRow[];
    expect(rows.some((r) => r.employee_id === anna.id)).toBe(true);
    const all = (await client(t, admin).get(`${LEAVE}?perPage=100`)).json().data.total as number;
    expect(res.json().data.total).toBeLessThan(all);
  });

  it('refuses bad dates and years with field errors, never a 5xx', async () => {
    for (const [query, field, message] of [
      ['start_date=2026-02-30', 'start_date', M.startDateInvalid],
      ['end_date=yesterday', 'end_date', M.endDateInvalid],
      ['start_date=2026-05-02&end_date=2026-05-01', 'end_date', M.rangeInvalid],
      ['year=abc', 'year', M.yearInvalid],
      ['year=99999', 'year', M.yearInvalid],
    ] as const) {
      const res = await client(t, admin).get(`${LEAVE}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expectFieldError(res, field, message);
    }
  });

  it("answers 404 for another company's employee, type or department, and 403 without the permission", async () => {
    expect((await client(t, admin).get(`${LEAVE}?employee_id=${acmeEmployee}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`${LEAVE}?leave_type_id=99999999`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`${LEAVE}?department_id=99999999`)).statusCode).toBe(404);
    expect((await client(t, employee).get(LEAVE)).statusCode).toBe(403);
    // The demo HR officer holds 'view hrm reports'.
    expect((await client(t, hr).get(LEAVE)).statusCode).toBe(200);
  });

  it('gives an employee their own rows only under /me, whatever the filter names', async () => {
    const res = await client(t, employee).get(
      `/hrm/reports/me/generate-leave-usage-reports?employee_id=${anna.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.reports as LeaveUsageRow[];
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.employee_id === self)).toBe(true);
  });

  it('downloads XLSX by default and CSV on request, each a file of the asking user', async () => {
    const res = await client(t, admin).get(
      `/hrm/reports/download-leave-usage-reports?employee_id=${anna.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.downloaded, job_id: null });
    const name = res.json().data as string;
    expect(name).toMatch(/\.xlsx$/);
    const file = await client(t, admin).get(`/downloads/${name}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const csv = await client(t, admin).get(
      `/hrm/reports/download-leave-usage-reports?format=csv&employee_id=${anna.id}`,
    );
    const text = (await client(t, admin).get(`/downloads/${csv.json().data}`)).body.replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Employee Name,Department,Leave Type,Year,Entitled Days,Days Taken,Pending Days,Remaining Days',
    );
    expect(lines[1]).toContain(`${anna.name},`);
    expect(lines[1]).toContain(',Annual Leave,');
    const pdf = await client(t, employee).get('/hrm/reports/me/download-leave-usage-reports?format=pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await client(t, employee).get(`/downloads/${pdf.json().data}`)).statusCode).toBe(200);
    expectFieldError(
      await client(t, admin).get('/hrm/reports/download-leave-usage-reports?format=doc'),
      'format',
      M.formatInvalid,
    );
    expect((await client(t, employee).get('/hrm/reports/download-leave-usage-reports')).statusCode).toBe(403);
  });
});

describe('exemption usage summary', () => {
  it('counts each employee’s exemptions of the current year by status', async () => {
    const res = await client(t, admin).get(`${EXEMPTION}?perPage=50`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ start_date: `${year}-01-01`, end_date: `${year}-12-31`, total: 3 });
    const annaRow = data.reports.find((r: { employee_id: number }) => r.employee_id === anna.id);
    expect(annaRow).toMatchObject({
      employee_name: anna.name,
      total_requests: 3,
      approved: 2,
      pending: 1,
      rejected: 0,
      last_exemption_date: `${year}-03-05`,
    });
  });

  it('narrows by range, status, employee and search, and pages', async () => {
    const january = (
      await client(t, admin).get(`${EXEMPTION}?start_date=${year}-01-01&end_date=${year}-01-31`)
    ).json().data;
    expect(january.total).toBe(2);
    const approved = (await client(t, admin).get(`${EXEMPTION}?status=approved`)).json().data;
    expect(approved.reports).toEqual([expect.objectContaining({ employee_id: anna.id, total_requests: 2 })]);
    const one = (await client(t, admin).get(`${EXEMPTION}?employee_id=${bode}`)).json().data;
    expect(one.reports).toEqual([expect.objectContaining({ employee_id: bode, rejected: 1 })]);
    const searched = (
      await client(t, admin).get(`${EXEMPTION}?search=${encodeURIComponent(anna.name)}`)
    ).json().data;
    expect(searched.total).toBe(1);
    const paged = (await client(t, admin).get(`${EXEMPTION}?perPage=1&page=3`)).json().data;
    expect(paged).toMatchObject({ total: 3, reports: [expect.anything()] });
  });

  it('refuses bad input with field errors and foreign ids with 404', async () => {
    expectFieldError(await client(t, admin).get(`${EXEMPTION}?status=maybe`), 'status', M.statusInvalid);
    expect((await client(t, admin).get(`${EXEMPTION}?start_date=${year}-13-01`)).statusCode).toBe(422);
    expect((await client(t, admin).get(`${EXEMPTION}?employee_id=${acmeEmployee}`)).statusCode).toBe(404);
    expect((await client(t, employee).get(EXEMPTION)).statusCode).toBe(403);
  });

  it('gives an employee their own summary, and downloads it', async () => {
    const mine = (await client(t, employee).get('/hrm/reports/me/generate-exemption-usage-reports')).json()
      .data;
    expect(mine.reports).toEqual([
      expect.objectContaining({ employee_id: self, total_requests: 1, pending: 1 }),
    ]);
    const res = await client(t, admin).get('/hrm/reports/download-exemption-usage-summary?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    const text = (await client(t, admin).get(`/downloads/${res.json().data}`)).body.replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toBe(
      'Employee Name,Department,Total Requests,Approved,Pending,Rejected,Last Exemption Date',
    );
    expect(text).toContain(`05-03-${year}`);
    const own = await client(t, employee).get('/hrm/reports/me/download-exemption-usage-summary');
    expect(own.statusCode, own.body).toBe(200);
  });
  it('adds the requests up over the whole summary, on the page and in the file (ADR 34)', async () => {
    const page = (await client(t, admin).get(`${EXEMPTION}?perPage=1`)).json().data;
    expect(page.totals).toEqual({ total_requests: 5, approved: 2, pending: 2, rejected: 1 });
    const res = await client(t, admin).get('/hrm/reports/download-exemption-usage-summary?format=csv');
    const text = (await client(t, admin).get(`/downloads/${res.json().data}`)).body;
    expect(text.trim().split(/\r?\n/).at(-1)).toBe('Total,,5,2,2,1,');
  });
});

describe('HR dashboard', () => {
  it("shows who is away today, the year's requests by status, upcoming leave and use per type", async () => {
    const res = await client(t, admin).get('/hrm/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ today, year });
    expect(d.on_leave_today.people).toEqual([
      expect.objectContaining({ employee_id: anna.id, leave_name: 'Annual Leave', end_date: today }),
    ]);
    expect(d.requests_by_status).toEqual({ pending: 1, scheduled: 1, taken: 1, rejected: 1, cancelled: 0 });
    expect(d.upcoming_leave.people.map((p: { employee_id: number }) => p.employee_id)).toEqual([bode]);
    expect(d.usage_by_type).toEqual([
      { leave_type_id: annual, leave_name: 'Annual Leave', days_taken: 4 },
      { leave_type_id: sick, leave_name: 'Sick Leave', days_taken: 0 },
    ]);
    expect(d.pending_exemptions).toBe(2);
  });

  it('is scoped to the branches the viewer manages, and refused without view leaves', async () => {
    const branchOf = async (id: number) =>
      (await client(t, admin).get(`/organization/employees/${id}`)).json().data.branch_id as number;
    const managed = (await client(t, hr).get('/user'))
      .json()
      .data.managingBranches.map((b: { id: number }) => b.id);
    const d = (await client(t, hr).get('/hrm/dashboard')).json().data;
    const annaSeen = managed.includes(await branchOf(anna.id));
    expect(d.on_leave_today.count).toBe(annaSeen ? 1 : 0);
    expect((await client(t, employee).get('/hrm/dashboard')).statusCode).toBe(403);
  });
});
