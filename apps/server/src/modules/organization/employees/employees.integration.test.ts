import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, companyIdOf } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';
import { t, admin, employee, employeesTestFile } from './employees.fixtures.ts';

employeesTestFile();

describe('GET /organization/employees (the admin table)', () => {
  it('lists current staff with the columns of the table, paged, with the total', async () => {
    const res = await client(t, admin).get('/organization/employees?page=1&perPage=5');
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(results).toHaveLength(5);
    expect(total).toBeGreaterThan(40);
    expect(Object.keys(results[0]).sort()).toEqual(
      [
        'archived_at',
        'branch',
        'department',
        'designation',
        'email',
        'employee_type',
        'first_name',
        'id',
        'last_name',
        'login_access',
        'name',
        'picture',
        'pin',
        'status',
      ].sort(),
    );
    expect(results[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      first_name: expect.any(String),
      last_name: expect.any(String),
      pin: expect.any(String),
      email: expect.any(String),
      picture: null,
      branch: expect.any(String),
      department: expect.any(String),
      status: 1,
      login_access: expect.any(Boolean),
      archived_at: null,
    });
  });
  it('answers the total even past the last page', async () => {
    const res = await client(t, admin).get('/organization/employees?page=999&perPage=5');
    expect(res.json().data.results).toEqual([]);
    expect(res.json().data.total).toBeGreaterThan(40);
  });
  it('filters by status (active/inactive and 1/0) and searches', async () => {
    const inactive = (await client(t, admin).get('/organization/employees?status=inactive&perPage=40')).json()
      .data;
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.results.every((r: { status: number }) => r.status === 0)).toBe(true);
    const zero = (await client(t, admin).get('/organization/employees?status=0&perPage=40')).json().data;
    expect(zero.total).toBe(inactive.total);
    const active = (await client(t, admin).get('/organization/employees?status=active&perPage=40')).json()
      .data;
    expect(active.results.every((r: { status: number }) => r.status === 1)).toBe(true);
    const found = (await client(t, admin).get('/organization/employees?search_query=hr@demo')).json().data;
    expect(found.results.map((r: { email: string }) => r.email)).toEqual(['hr@demo.example']);
  });
  it('searches "first last", "last first", email and pin, in any case, taking % and _ literally', async () => {
    const [listed] = (await client(t, admin).get('/organization/employees?perPage=1')).json().data
      .results as {
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      pin: string;
    }[];
    const e = must(listed, 'an employee on the first page');
    const ids = async (term: string) =>
      (
        (
          await client(t, admin).get(
            `/organization/employees?perPage=100&search_query=${encodeURIComponent(term)}`,
          )
        ).json().data.results as { id: number }[]
      ).map((r) => r.id);
    expect(await ids(`${e.first_name} ${e.last_name}`.toUpperCase())).toContain(e.id);
    expect(await ids(`${e.last_name} ${e.first_name}`.toLowerCase())).toContain(e.id);
    expect(await ids(e.email.toUpperCase())).toContain(e.id);
    expect(await ids(e.pin)).toContain(e.id);
    // As wildcards these would match the first name; they are searched as typed.
    expect(await ids(`${e.first_name[0]}_${e.first_name.slice(2)}`)).not.toContain(e.id);
    expect(await ids(`${e.first_name[0]}%`)).not.toContain(e.id);
    // A term running across two fields matches neither.
    expect(await ids(`${e.first_name.slice(-2)}${e.email.slice(0, 3)}`)).not.toContain(e.id);
  });
  it('follows the active branch of the header', async () => {
    const res = await client(t, admin, { 'x-active-branch': '2' }).get('/organization/employees?perPage=40');
    const rows = res.json().data.results as { branch: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.branch === 'Abuja Branch')).toBe(true);
  });
  it('refuses an unknown status and users without view employees', async () => {
    expect((await client(t, admin).get('/organization/employees?status=maybe')).statusCode).toBe(422);
    expect((await client(t, employee).get('/organization/employees')).statusCode).toBe(403);
  });
});

describe('GET /organization/employees/search', () => {
  it('also answers a non-premium company: employee pickers need it, only the header search is premium', async () => {
    const demoId = await companyIdOf(t, 'demo');
    const setPlan = (plan: string) =>
      t.database.transaction(async (tx) => {
        await setTenant(tx, demoId);
        await tx.execute(sql`UPDATE companies SET account_type = ${plan} WHERE id = ${demoId}`);
      });
    await setPlan('basic');
    try {
      const res = await client(t, admin).get('/organization/employees/search?query=okafor');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total).toBeGreaterThan(0);
    } finally {
      await setPlan('premium');
    }
  });
  it('finds employees by name, paged', async () => {
    const res = await client(t, admin).get('/organization/employees/search?query=okafor&per_page=2');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.length).toBeLessThanOrEqual(2);
    expect(data.results[0]).toMatchObject({ id: expect.any(Number), name: expect.stringMatching(/okafor/i) });
  });
  it('filters by branch, department and grade ids, and ignores empty filters', async () => {
    const all = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=&grade_ids=')
    ).json().data.total;
    const abuja = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=2')
    ).json().data;
    expect(abuja.total).toBeLessThan(all);
    expect(abuja.results.every((r: { branch: string }) => r.branch === 'Abuja Branch')).toBe(true);
    const graded = (await client(t, admin).get('/organization/employees/search?grade_ids=999999')).json()
      .data;
    expect(graded.total).toBe(0);
    // Several ids, comma-separated or repeated, and filters combined.
    const twoBranches = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=1,2')
    ).json().data;
    expect(twoBranches.total).toBeGreaterThan(abuja.total);
    const repeated = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=1&branch_ids=2')
    ).json().data;
    expect(repeated.total).toBe(twoBranches.total);
    const [first] = abuja.results as { id: number }[];
    const { id: firstId } = must(first, 'an employee in Abuja');
    const person = (await client(t, admin).get(`/organization/employees/${firstId}`)).json().data;
    const inDepartment = (
      await client(t, admin).get(
        `/organization/employees/search?per_page=100&branch_ids=2&department_ids=${person.department.id},999999`,
      )
    ).json().data;
    expect(inDepartment.results.map((r: { id: number }) => r.id)).toContain(firstId);
    expect(
      inDepartment.results.every(
        (r: { department: string }) => r.department === person.department.department_name,
      ),
    ).toBe(true);
  });
  it('needs the view employees permission and valid filters', async () => {
    expect((await client(t, employee).get('/organization/employees/search?query=a')).statusCode).toBe(403);
    expect((await client(t, admin).get('/organization/employees/search?branch_ids=abc')).statusCode).toBe(
      422,
    );
  });
});

describe('GET /organization/employees/{id}', () => {
  it('lets an employee read their own profile', async () => {
    const me = (await client(t, employee).get('/user')).json().data.employee.id;
    const res = await client(t, employee).get(`/organization/employees/${me}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me, email: 'employee@demo.example', login_access: true });
  });
  it("keeps other people's profiles from an employee", async () => {
    const res = await client(t, employee).get('/organization/employees/1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
  it('answers 404 for an unknown id', async () => {
    const res = await client(t, admin).get('/organization/employees/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});
