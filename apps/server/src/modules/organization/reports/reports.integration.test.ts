import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_REPORT_COLUMNS, ORG_REPORT_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let employee: string;
let acmeAdmin: string;
let demoId: number;
let acmeId: number;

/** Runs SQL as the app role inside one company, as a request would. */
type Tx = Parameters<Parameters<TestApp['database']['transaction']>[0]>[0];
const asCompany = <T>(companyId: number, run: (tx: Tx) => Promise<unknown>) =>
  t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return (await run(tx)) as T;
  });
const rows = async <T>(companyId: number, query: ReturnType<typeof sql>) =>
  asCompany<{ rows: T[] }>(companyId, (tx) => tx.execute(query) as never).then((r) => r.rows);
/** The id of the row a query selects, which the seed guarantees. */
const idOf = async (companyId: number, query: ReturnType<typeof sql>, what: string) =>
  Number(must((await rows<{ id: string }>(companyId, query))[0], what).id);

let abujaId: number;
let financeId: number;
let acmeBranchId: number;
let acmeEmployeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  acmeAdmin = await login(t, 'admin@acme.example', 'acme');
  demoId = await companyIdOf(t, 'demo');
  acmeId = await companyIdOf(t, 'acme');
  abujaId = await idOf(
    demoId,
    sql`SELECT id FROM branches WHERE station_name = 'Abuja Branch'`,
    'Abuja Branch',
  );
  financeId = await idOf(
    demoId,
    sql`SELECT id FROM departments WHERE department_name = 'Finance'`,
    'the Finance department',
  );
  acmeBranchId = await idOf(acmeId, sql`SELECT id FROM branches LIMIT 1`, 'an acme branch');
  acmeEmployeeId = await idOf(acmeId, sql`SELECT id FROM employees LIMIT 1`, 'an acme employee');
  // A type and a bank on the owner, so the joined names are checked, and one archived employee.
  await t.database.owner.execute(
    sql`INSERT INTO banks (id, name, code) VALUES (990001, 'Report Test Bank', 'RTB990001') ON CONFLICT DO NOTHING`,
  );
  await asCompany(demoId, async (tx) => {
    await tx.execute(
      sql`INSERT INTO employee_types (company_id, type_name) VALUES (${demoId}, 'Report Test Type')`,
    );
    await tx.execute(sql`UPDATE employees SET employee_type_id = (SELECT id FROM employee_types WHERE type_name = 'Report Test Type'),
      bank_id = 990001, account_number = '0123456789', address = ''
      WHERE email = 'admin@demo.example'`);
    await tx.execute(sql`UPDATE employees SET archived_at = now() WHERE pin = '143'`);
  });
});
afterAll(() => t.close());

const fetchReport = (token: string, body: object, headers?: Record<string, string>) =>
  client(t, token, headers).post('/organization/reports/employees/fetch', body);

describe('POST /organization/reports/employees/fetch', () => {
  it('lists the whole company with only the chosen columns, names resolved, empty as null', async () => {
    const res = await fetchReport(admin, {
      fetch_by: 'company',
      columns: ['pin', 'name', 'employee_type', 'bank', 'account_number', 'address', 'appointment_date'],
      page: 1,
      perPage: 100,
    });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(total).toBe(44); // 45 seeded, one archived above
    expect(results).toHaveLength(44);
    expect(Object.keys(results[0]).sort()).toEqual(
      ['account_number', 'address', 'appointment_date', 'bank', 'employee_type', 'name', 'pin'].sort(),
    );
    const owner = results.find((r: { name: string }) => r.name === 'Adaeze Okafor');
    expect(owner).toMatchObject({
      employee_type: 'Report Test Type',
      bank: 'Report Test Bank',
      account_number: '0123456789',
      address: null,
      appointment_date: '2016-01-04',
    });
    expect(results.some((r: { pin: string }) => r.pin === '143')).toBe(false);
  });
  it('pages with perPage or per_page', async () => {
    const a = (
      await fetchReport(admin, { fetch_by: 'company', columns: ['pin'], page: 2, perPage: 5 })
    ).json().data;
    expect(a.results).toHaveLength(5);
    expect(a.total).toBe(44);
    const b = (
      await fetchReport(admin, { fetch_by: 'company', columns: ['pin'], page: 2, per_page: 5 })
    ).json().data;
    expect(b.results).toEqual(a.results);
  });
  it('narrows by branch', async () => {
    const res = await fetchReport(admin, {
      fetch_by: 'branch',
      fetch_by_id: abujaId,
      columns: ['name', 'branch'],
      perPage: 100,
    });
    const { results, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(44);
    expect(results.every((r: { branch: string }) => r.branch === 'Abuja Branch')).toBe(true);
  });
  it('narrows by department, and by department within a branch', async () => {
    const dept = (
      await fetchReport(admin, {
        fetch_by: 'department',
        fetch_by_id: financeId,
        columns: ['department', 'branch'],
        perPage: 100,
      })
    ).json().data;
    expect(dept.total).toBeGreaterThan(0);
    expect(dept.results.every((r: { department: string }) => r.department === 'Finance')).toBe(true);
    const inAbuja = (
      await fetchReport(admin, {
        fetch_by: 'department',
        fetch_by_id: financeId,
        branch_id: abujaId,
        columns: ['department', 'branch'],
        perPage: 100,
      })
    ).json().data;
    expect(inAbuja.total).toBeLessThanOrEqual(dept.total);
    expect(inAbuja.results.every((r: { branch: string }) => r.branch === 'Abuja Branch')).toBe(true);
  });
  it('lists chosen individuals; one id counts as a list of one', async () => {
    const ids = (
      await rows<{ id: string }>(demoId, sql`SELECT id FROM employees WHERE pin IN ('100','101')`)
    ).map((r) => Number(r.id));
    const many = (
      await fetchReport(admin, { fetch_by: 'employee', fetch_by_id: ids, columns: ['pin'] })
    ).json().data;
    expect(many.results.map((r: { pin: string }) => r.pin).sort()).toEqual(['100', '101']);
    const one = (
      await fetchReport(admin, { fetch_by: 'employee', fetch_by_id: ids[0], columns: ['pin'] })
    ).json().data;
    expect(one.total).toBe(1);
  });
  it('keeps to the branch chosen in the header', async () => {
    const res = await fetchReport(
      admin,
      { fetch_by: 'company', columns: ['branch'], perPage: 100 },
      { 'x-active-branch': String(abujaId) },
    );
    const { results } = res.json().data;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r: { branch: string }) => r.branch === 'Abuja Branch')).toBe(true);
  });
  it('accepts every column: the spec 29 and the day-one record', async () => {
    const res = await fetchReport(admin, { fetch_by: 'company', columns: ORG_REPORT_COLUMNS, perPage: 1 });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.results[0])).toHaveLength(ORG_REPORT_COLUMNS.length);
  });

  it.each([
    [{ fetch_by: 'company', columns: [] }, 'columns', M.columnsRequired],
    [{ fetch_by: 'company' }, 'columns', M.columnsRequired],
    [{ fetch_by: 'company', columns: ['salary'] }, 'columns.0', M.unknownColumn],
    [{ fetch_by: 'everyone', columns: ['pin'] }, 'fetch_by', M.fetchByInvalid],
    [{ fetch_by: 'branch', columns: ['pin'] }, 'fetch_by_id', M.fetchByIdRequired],
    [{ fetch_by: 'employee', fetch_by_id: [], columns: ['pin'] }, 'fetch_by_id', M.fetchByIdRequired],
  ])('refuses %j', async (body, field, message) => {
    const res = await fetchReport(admin, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });
  it('needs the view organization reports permission', async () => {
    const res = await fetchReport(employee, { fetch_by: 'company', columns: ['pin'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
  it("answers 404 for another company's branch, department or employees", async () => {
    const branch = await fetchReport(admin, {
      fetch_by: 'branch',
      fetch_by_id: acmeBranchId,
      columns: ['pin'],
    });
    expect(branch.statusCode).toBe(404);
    expect(branch.json().message).toBe(M.branchNotFound);
    const inBranch = await fetchReport(admin, {
      fetch_by: 'department',
      fetch_by_id: financeId,
      branch_id: acmeBranchId,
      columns: ['pin'],
    });
    expect(inBranch.statusCode).toBe(404);
    const dept = await fetchReport(acmeAdmin, {
      fetch_by: 'department',
      fetch_by_id: financeId,
      columns: ['pin'],
    });
    expect(dept.statusCode).toBe(404);
    expect(dept.json().message).toBe(M.departmentNotFound);
    const people = await fetchReport(admin, {
      fetch_by: 'employee',
      fetch_by_id: [acmeEmployeeId],
      columns: ['pin'],
    });
    expect(people.statusCode).toBe(404);
    expect(people.json().message).toBe(M.employeesNotFound);
  });
});

describe('POST /organization/reports/employees/download/{type}', () => {
  const download = (token: string, type: string, body: object) =>
    client(t, token).post(`/organization/reports/employees/download/${type}`, body);

  it('writes an XLSX of every matching row with readable headings', async () => {
    const res = await download(admin, 'xlsx', {
      fetch_by: 'company',
      columns: ['pin', 'name', 'appointment_date'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.downloaded);
    const file = await client(t, admin).get(`/downloads/${res.json().data}`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = must(book.worksheets[0], 'a worksheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Pin', 'Name', 'Employment Date']);
    expect(sheet.rowCount).toBe(45);
    const owner = must(
      must(sheet.getRows(2, 44), 'rows 2 to 45').find((r) => r.getCell(2).value === 'Adaeze Okafor'),
      "the owner's row",
    );
    expect(owner.getCell(3).value).toBe('04-01-2016');
  });
  it('writes a CSV and a PDF', async () => {
    const csv = await download(admin, 'csv', {
      fetch_by: 'branch',
      fetch_by_id: abujaId,
      columns: ['name', 'branch'],
    });
    const text = (await client(t, admin).get(`/downloads/${csv.json().data}`)).body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Branch');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.endsWith(',Abuja Branch'))).toBe(true);
    const pdf = await download(admin, 'pdf', { fetch_by: 'company', columns: ['pin'] });
    const file = await client(t, admin).get(`/downloads/${pdf.json().data}`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
  it('refuses an unknown format and a bad filter', async () => {
    const res = await download(admin, 'docx', { fetch_by: 'company', columns: ['pin'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({ field: 'type', message: M.formatInvalid }),
    );
    const bad = await download(admin, 'csv', { fetch_by: 'company', columns: ['nope'] });
    expect(bad.statusCode).toBe(422);
  });
  it('needs the export organization reports permission', async () => {
    const res = await download(employee, 'csv', { fetch_by: 'company', columns: ['pin'] });
    expect(res.statusCode).toBe(403);
  });
  it("answers 404 for another company's branch", async () => {
    const res = await download(admin, 'csv', {
      fetch_by: 'branch',
      fetch_by_id: acmeBranchId,
      columns: ['pin'],
    });
    expect(res.statusCode).toBe(404);
  });
  it('lets only its owner download it, until it expires', async () => {
    const name = (await download(admin, 'csv', { fetch_by: 'company', columns: ['pin'] })).json()
      .data as string;
    const hr = await login(t, 'hr@demo.example');
    expect((await client(t, hr).get(`/downloads/${name}`)).statusCode).toBe(404);
    expect((await client(t, acmeAdmin).get(`/downloads/${name}`)).statusCode).toBe(404);
    await asCompany(demoId, (tx) =>
      tx.execute(sql`UPDATE files SET expires_at = now() - interval '1 minute' WHERE token = ${name}`),
    );
    expect((await client(t, admin).get(`/downloads/${name}`)).statusCode).toBe(410);
  });
});
