import { beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_REPORT_MESSAGES as M, type GeneralReport, type RegisterRow } from '@clockroom/contracts';
import { make } from '../../../test/factories.ts';
import { must } from '../../../test/must.ts';
import { client } from '../../../test/harness.ts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { insertPay, payOf, type PayFixture } from './reports.fixtures.ts';

const f = testFile();
const URL = '/payroll/reports/general';
const YEAR = 2031;
let admin: TestClient;
let branch: { a: number; b: number };
let dept: { a: number; b: number };
let acmeBranch: number;
const pays: PayFixture[] = [];

const naira = (kobo: number) => (kobo / 100).toFixed(2);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
/** A row's amount under a column key: one of its figures or one of its lines. */
const amount = (row: RegisterRow, key: string) =>
  (row as unknown as Record<string, number>)[key] ?? row.lines[key] ?? 0;

beforeAll(async () => {
  admin = await f.as('admin');
  const acme = await f.as('acmeAdmin');
  const acmeBranches = dataOf<{ results: { id: number }[] }>(
    await acme.get('/organization/branches?filter=all'),
  ).results[0];
  acmeBranch = must(acmeBranches, 'a branch of acme').id;
  branch = { a: (await make.branch(admin)).id, b: (await make.branch(admin)).id };
  dept = {
    a: (await make.department(admin, { branch_id: branch.a })).id,
    b: (await make.department(admin, { branch_id: branch.b })).id,
  };
  const people = [
    { b: branch.a, d: dept.a, extra: { allowance: 2_500_000 } },
    { b: branch.a, d: dept.b, extra: { deduction: 1_000_000 } },
    { b: branch.b, d: dept.a, extra: { groupLife: 90_000, nhf: false } },
    { b: branch.b, d: dept.b, extra: { status: 'open' as const } },
  ];
  for (const [i, p] of people.entries()) {
    const e = await make.employee(admin, { first_name: `Register${i}`, branch_id: p.b, department_id: p.d });
    pays.push({
      employeeId: e.id,
      branchId: p.b,
      departmentId: p.d,
      year: YEAR,
      month: 3,
      basic: 30_000_000 + i * 1_000_000,
      housing: 15_000_000,
      paye: 4_123_456 + i,
      ...p.extra,
    });
  }
  await f.inCompany('demo', async (tx) => {
    for (const p of pays) await insertPay(tx, await f.companyId('demo'), p);
  });
});

describe('POST /payroll/reports/general', () => {
  it('answers the month’s confirmed rows, a column per pay line, totals that are the rows’ sums to the kobo', async () => {
    const r = dataOf<GeneralReport>(await admin.post(URL, { month: 3, year: YEAR }));
    expect(r.total).toBe(3);
    expect(r.has_open).toBe(false);
    expect(r.reports.map((row) => row.employee_id)).toEqual(pays.slice(0, 3).map((p) => p.employeeId));
    expect(r.line_columns.map((c) => [c.key, c.segment])).toEqual([
      ['component:BASIC', 'earning'],
      ['component:HOUSING', 'earning'],
      ['allowance:ALLOWANCE_1', 'earning'],
      ['deduction:DEDUCTION_1', 'deduction'],
      ['statutory:GROUP_LIFE', 'employer'],
    ]);
    for (const row of r.reports) {
      expect(row.gross_pay_kobo - row.total_deductions_kobo).toBe(row.net_pay_kobo);
      const earnings = r.line_columns.filter((c) => c.segment === 'earning');
      expect(earnings.reduce((n, c) => n + (row.lines[c.key] ?? 0), 0)).toBe(row.gross_pay_kobo);
    }
    for (const [key, total] of Object.entries(r.totals)) {
      expect(
        r.reports.reduce((n, row) => n + amount(row, key), 0),
        key,
      ).toBe(total);
      for (const groups of [r.branches, r.departments])
        expect(
          groups.reduce((n, g) => n + (g.totals[key] ?? 0), 0),
          key,
        ).toBe(total);
    }
    expect(r.totals['gross_pay_kobo']).toBe(pays.slice(0, 3).reduce((n, p) => n + payOf(p).gross, 0));
    expect(r.totals['statutory:GROUP_LIFE']).toBe(90_000);
    expect(r.branches.map((b) => [b.key, b.headcount])).toEqual([
      [String(branch.a), 2],
      [String(branch.b), 1],
    ]);
    expect(r.departments.reduce((n, d) => n + d.headcount, 0)).toBe(3);
  });

  it('adds the open rows when asked, and narrows to branches, departments and a page', async () => {
    const all = dataOf<GeneralReport>(await admin.post(URL, { month: 3, year: YEAR, include_open: true }));
    expect([all.total, all.has_open]).toEqual([4, true]);
    const a = dataOf<GeneralReport>(
      await admin.post(URL, { month: '3', year: '2031', branch_ids: [branch.a] }),
    );
    expect(a.reports.map((row) => row.branch_id)).toEqual([branch.a, branch.a]);
    const d = dataOf<GeneralReport>(
      await admin.post(URL, { month: 3, year: YEAR, department_ids: [dept.a] }),
    );
    expect(d.reports.map((row) => row.employee_id)).toEqual([pays[0], pays[2]].map((p) => p?.employeeId));
    const page = dataOf<GeneralReport>(await admin.post(URL, { month: 3, year: YEAR, page: 2, perPage: 2 }));
    expect([page.total, page.reports.length, page.totals]).toEqual([
      3,
      1,
      dataOf<GeneralReport>(await admin.post(URL, { month: 3, year: YEAR })).totals,
    ]);
    const empty = dataOf<GeneralReport>(await admin.post(URL, { month: 4, year: YEAR }));
    expect([empty.total, empty.reports, empty.branches]).toEqual([0, [], []]);
  });

  it('answers 422 per field, 404 for another company’s branch, 403 without the permission', async () => {
    expectFieldError(await admin.post(URL, { year: YEAR }), 'month', M.monthYearRequired);
    expectFieldError(await admin.post(URL, { month: 3 }), 'year', M.monthYearRequired);
    expectFieldError(await admin.post(URL, { month: 13, year: YEAR }), 'month', M.monthInvalid);
    expectFieldError(await admin.post(URL, { month: 3, year: 1999 }), 'year', M.yearInvalid);
    expectFieldError(
      await admin.post(URL, { month: 3, year: YEAR, branch_ids: ['x'] }),
      'branch_ids',
      M.branchesInvalid,
    );
    expectFieldError(
      await admin.post(URL, { month: 3, year: YEAR, include_open: 'maybe' }),
      'include_open',
      M.includeOpenInvalid,
    );
    const foreign = await admin.post(URL, { month: 3, year: YEAR, branch_ids: [acmeBranch] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, M.branchNotFound]);
    const unknown = await admin.post(URL, { month: 3, year: YEAR, department_ids: [99_999_999] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.departmentNotFound]);
    expect((await (await f.as('employee')).post(URL, { month: 3, year: YEAR })).statusCode).toBe(403);
  });
});

describe('POST /payroll/reports/general/download/{format}', () => {
  const download = async (format: string, language = 'en') => {
    const c = client(f.t, await f.token('admin'), { 'accept-language': language });
    const res = await c.post(`${URL}/download/${format}`, { month: 3, year: YEAR });
    expect(res.json(), res.body).toMatchObject({ message: M.downloaded, job_id: null });
    return c.get(`/downloads/${res.json().data as string}`);
  };

  it('writes the rows, a subtotal per branch and department and the grand total, in naira', async () => {
    const lines = csvLines((await download('csv')).body);
    expect(lines[0]).toBe(
      'Name,Pin,Branch,Department,Basic,Housing,Meal allowance,Gross Pay,PAYE,Pension (Employee),NHF,NHIS,' +
        'Cooperative,Total Deductions,Net Pay,Pension (Employer),NSITF,ITF,Group life',
    );
    expect(lines).toHaveLength(1 + 3 + 2 + 2 + 1);
    expect(lines[4]).toMatch(/^"?Subtotal \(Branch\): Branch \d+ \(2\)/);
    expect(lines[6]).toMatch(/^"?Subtotal \(Department\): /);
    const gross = pays.slice(0, 3).reduce((n, p) => n + payOf(p).gross, 0);
    expect(lines[8]?.split(',').slice(0, 8)).toEqual([
      'Grand Total',
      '',
      '',
      '',
      naira(90_000_000 + 3_000_000),
      naira(45_000_000),
      naira(2_500_000),
      naira(gross),
    ]);
  });

  it('writes French headings when asked in French, and XLSX and PDF files', async () => {
    expect(csvLines((await download('csv', 'fr-FR,fr;q=0.9')).body)[0]).toMatch(
      /^Nom,Matricule,Agence,Département,.*Salaire brut/,
    );
    for (const [format, type] of [
      ['xlsx', 'spreadsheetml'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const file = await download(format);
      expect([file.statusCode, String(file.headers['content-type'])]).toEqual([
        200,
        expect.stringContaining(type),
      ]);
    }
    const refused = await admin.post(`${URL}/download/doc`, { month: 3, year: YEAR });
    expectFieldError(refused, 'format', M.formatInvalid);
    expect(
      (await (await f.as('employee')).post(`${URL}/download/csv`, { month: 3, year: YEAR })).statusCode,
    ).toBe(403);
  });
});
