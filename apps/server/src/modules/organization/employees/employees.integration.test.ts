import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let demoId: number;
let acmeId: number;
let acmeEmployee: number;
let ownerId: number;

async function one<T>(companyId: number, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return (await tx.execute(query)).rows[0] as T | undefined;
  });
}

/** The id of the row a query selects, which the seed guarantees. */
async function idOf(companyId: number, query: ReturnType<typeof sql>, what: string): Promise<number> {
  return Number(must(await one<{ id: string }>(companyId, query), what).id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  demoId = await companyIdOf(t, 'demo');
  acmeId = await companyIdOf(t, 'acme');
  acmeEmployee = await idOf(acmeId, sql`SELECT id FROM employees ORDER BY id LIMIT 1`, 'an acme employee');
  ownerId = (await client(t, admin).get('/user')).json().data.employee.id;
});
afterAll(() => t.close());

let seq = 0;
const person = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Ngozi',
    last_name: `Test${seq}`,
    email: `ngozi.test${seq}@demo.example`,
    mobile_number: `234-80555${String(10000 + seq)}`,
    ...extra,
  };
};

/** A multipart body with one file and optional text fields, as a browser would send it. */
function multipart(field: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----clockroomtest7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string, url: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n%test document\n');

async function create(extra: Record<string, unknown> = {}) {
  const res = await client(t, admin).post('/organization/employees', person(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; email: string; pin: string };
}

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

describe('POST /organization/employees', () => {
  it('creates an employee with every profile field and answers the full profile', async () => {
    const place = await one<{ country_id: string; state_id: string; city_id: string }>(
      demoId,
      sql`SELECT s.country_id, s.id AS state_id, c.id AS city_id FROM cities c JOIN states s ON s.id = c.state_id LIMIT 1`,
    );
    const bank = await one<{ id: string; name: string }>(demoId, sql`SELECT id, name FROM banks LIMIT 1`);
    const input = person({
      salutation: 'mrs',
      date_of_birth: '1990-05-17',
      blood_group: 'O+',
      genotype: 'AA',
      nationality: 'Nigerian',
      gender: 'female',
      marital_status: 'married',
      religion: 'Bahai',
      mobile_number2: '234-8099999999',
      address: '12 Marina Road',
      ...(place ? { country: place.country_id, state_id: place.state_id, city_id: place.city_id } : {}),
      pin: 'A9001',
      custom_employee_id: 'DIL-9001',
      bank_id: bank?.id ?? null,
      account_number: '0123456789',
      account_name: 'Ngozi Test',
      bank_branch: 'Marina',
      pension_fund_administrator: 'Stanbic IBTC Pension',
      rsa_pin: 'PEN100',
      tax_id: 'TIN-1',
      tax_location: 'Lagos',
      appointment_date: '2024-02-01',
      branch_id: 2,
      department_id: 1,
      local_government: 'Ikeja',
      show_in_organogram: false,
    });
    const res = await client(t, admin).post('/organization/employees', input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.created);
    const e = res.json().data;
    expect(e).toMatchObject({
      first_name: 'Ngozi',
      salutation: 'mrs',
      pin: 'A9001',
      religion: 'Bahai',
      blood_group: 'O+',
      mobile_number2: '234-8099999999',
      account_number: '0123456789',
      appointment_date: '2024-02-01',
      show_in_organogram: false,
      status: 1,
      archived: false,
      login_access: false,
      roles: [],
      branch: { id: 2, station_name: 'Abuja Branch' },
      department: { id: 1, department_name: expect.any(String) },
      employee_type: null,
      employee_grade: null,
      employee_category: null,
      employee_designation: null,
    });
    if (place) expect(e.country_id).toBe(Number(place.country_id));
    if (place) expect(e.country).toEqual(expect.any(String));
    if (bank) expect(e.bank).toEqual({ id: Number(bank.id), bank_name: bank.name });
    const fetched = (await client(t, admin).get(`/organization/employees/${e.id}`)).json().data;
    expect(fetched).toEqual(e);
  });
  it('assigns the next free pin when none is given', async () => {
    const a = await create();
    const b = await create();
    expect(Number(b.pin)).toBe(Number(a.pin) + 1);
  });
  it('answers the spec messages beside each field', async () => {
    const res = await client(t, admin).post('/organization/employees', {});
    expect(res.statusCode).toBe(422);
    const fields = Object.fromEntries(
      (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      first_name: F.firstNameRequired,
      last_name: F.lastNameRequired,
      email: F.emailInvalid,
      mobile_number: F.phoneRequired,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', F.emailInvalid],
      [
        { mobile_number2: '234-08055500000', mobile_number: '234-8055500000' },
        'mobile_number2',
        F.phoneAlreadyUsed,
      ],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', F.dateOfBirthInFuture],
      [{ account_number: '12ab' }, 'account_number', F.accountNumberDigits],
      [{ salutation: 'dr' }, 'salutation', F.salutationRequired],
      [{ gender: 'x' }, 'gender', F.genderRequired],
      [{ marital_status: 'x' }, 'marital_status', F.maritalStatusRequired],
      [{ login_access: true, roles: [] }, 'roles', F.rolesRequiredForLogin],
    ];
    for (const [extra, field, message] of cases) {
      const r = await client(t, admin).post('/organization/employees', person(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(422);
      expect(r.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
  });
  it('keeps pin and email unique in the company', async () => {
    const pin = await client(t, admin).post('/organization/employees', person({ pin: '100' }));
    expect(pin.statusCode).toBe(422);
    expect(pin.json().errors).toContainEqual(expect.objectContaining({ field: 'pin', message: M.pinTaken }));
    const email = await client(t, admin).post(
      '/organization/employees',
      person({ email: 'HR@demo.example' }),
    );
    expect(email.json().errors).toContainEqual(
      expect.objectContaining({ field: 'email', message: M.emailTaken }),
    );
    // acme's pins and emails are acme's business.
    const ok = await client(t, admin).post(
      '/organization/employees',
      person({ email: 'staff1@acme.example' }),
    );
    expect(ok.statusCode).toBe(200);
  });
  it("refuses ids that are not the company's (another company's branch, unknown lookups)", async () => {
    const acmeBranch = await idOf(acmeId, sql`SELECT id FROM branches LIMIT 1`, 'an acme branch');
    const res = await client(t, admin).post(
      '/organization/employees',
      person({ branch_id: acmeBranch, employee_grade_id: 999999, bank_id: 999999, roles: [999999] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'branch_id', message: M.branchMissing }),
        expect.objectContaining({ field: 'employee_grade_id', message: M.gradeMissing }),
        expect.objectContaining({ field: 'bank_id', message: M.bankMissing }),
      ]),
    );
    const acmeRole = await idOf(acmeId, sql`SELECT id FROM roles LIMIT 1`, 'an acme role');
    const role = await client(t, admin).post(
      '/organization/employees',
      person({ login_access: true, roles: [acmeRole] }),
    );
    expect(role.json().errors).toMatchObject([{ field: 'roles', message: M.roleMissing }]);
  });
  it('gives login access with roles: the user exists and receives a link to choose a password', async () => {
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const e = await create({ login_access: true, roles: [roleId] });
    const profile = (await client(t, admin).get(`/organization/employees/${e.id}`)).json().data;
    expect(profile).toMatchObject({
      login_access: true,
      has_user: true,
      roles: [{ id: roleId, name: 'Employee' }],
    });
    const mail = await lastMail(t, demoId, e.email);
    expect(mail?.link).toContain('/reset-password/');
  });
  it('needs create employee, and manage role members to hand out roles', async () => {
    expect((await client(t, employee).post('/organization/employees', person())).statusCode).toBe(403);
    const roleId = await idOf(
      demoId,
      sql`SELECT id FROM roles WHERE slug = 'super-admin'`,
      'the super-admin role',
    );
    const res = await client(t, hr).post(
      '/organization/employees',
      person({ login_access: true, roles: [roleId] }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.rolesNotAllowed);
    expect((await client(t, hr).post('/organization/employees', person())).statusCode).toBe(200);
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

describe('PUT /organization/employees/{id}', () => {
  it('edits the profile and keeps the sign-in email in step', async () => {
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const e = await create({ login_access: true, roles: [roleId] });
    const res = await client(t, admin).put(`/organization/employees/${e.id}`, {
      ...person({ email: `renamed${e.id}@demo.example` }),
      first_name: 'Renamed',
      branch_id: 3,
      login_access: true,
      roles: [roleId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: { first_name: 'Renamed', branch: { id: 3 }, email: `renamed${e.id}@demo.example` },
    });
    const user = await one<{ email: string }>(
      demoId,
      sql`SELECT email FROM users WHERE employee_id = ${e.id}`,
    );
    expect(user?.email).toBe(`renamed${e.id}@demo.example`);
  });
  it('takes login access away: the account is blocked and loses its roles', async () => {
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const e = await create({ login_access: true, roles: [roleId] });
    const res = await client(t, admin).put(`/organization/employees/${e.id}`, {
      ...person({ email: e.email }),
      login_access: false,
      roles: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ login_access: false, roles: [] });
  });
  it('keeps the owner signed in', async () => {
    const res = await client(t, admin).put(`/organization/employees/${ownerId}`, {
      ...person({ email: 'admin@demo.example' }),
      login_access: false,
      roles: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'login_access', message: M.ownerKeepsAccess }]);
  });
  it("guards sign-in emails: only the owner edits the owner, only role managers move a user's email", async () => {
    // The owner works at Lagos HQ, a branch the HR officer does not manage (ADR 0017): not even seen.
    const owner = await client(t, hr).put(
      `/organization/employees/${ownerId}`,
      person({ email: 'admin@demo.example' }),
    );
    expect(owner.statusCode).toBe(404);
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const hrBranch = (await client(t, hr).get('/user')).json().data.managingBranches[0].id as number;
    const e = await create({ login_access: true, roles: [roleId], branch_id: hrBranch });
    const moved = await client(t, hr).put(`/organization/employees/${e.id}`, person());
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(M.signInEmailNotAllowed);
    const kept = await client(t, hr).put(
      `/organization/employees/${e.id}`,
      person({ email: e.email, first_name: 'Kept' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });
  it('validates, checks uniqueness against others only, and guards the route', async () => {
    const e = await create();
    const same = await client(t, admin).put(
      `/organization/employees/${e.id}`,
      person({ email: e.email, pin: e.pin }),
    );
    expect(same.statusCode, same.body).toBe(200);
    const taken = await client(t, admin).put(
      `/organization/employees/${e.id}`,
      person({ email: 'hr@demo.example' }),
    );
    expect(taken.json().errors).toContainEqual(
      expect.objectContaining({ field: 'email', message: M.emailTaken }),
    );
    const bad = await client(t, admin).put(`/organization/employees/${e.id}`, person({ first_name: '' }));
    expect(bad.json().errors).toContainEqual(
      expect.objectContaining({ field: 'first_name', message: F.firstNameRequired }),
    );
    expect((await client(t, employee).put(`/organization/employees/${e.id}`, person())).statusCode).toBe(403);
    expect((await client(t, admin).put('/organization/employees/999999', person())).statusCode).toBe(404);
  });
});

describe('status: PUT /organization/employees/{activate|deactivate}', () => {
  it('deactivating blocks sign-in and ends sessions; activating restores it', async () => {
    const essId = (await client(t, employee).get('/user')).json().data.employee.id;
    const session = await login(t, 'employee@demo.example');
    const off = await client(t, admin).put('/organization/employees/deactivate', { id: [essId] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(M.deactivated);
    expect((await client(t, session).get('/user')).statusCode).toBe(401);
    await expect(login(t, 'employee@demo.example')).rejects.toThrow(/401/);
    const list = (await client(t, admin).get('/organization/employees?status=inactive&perPage=40')).json()
      .data;
    expect(list.results.map((r: { id: number }) => r.id)).toContain(essId);
    const on = await client(t, admin).put('/organization/employees/activate', { id: essId });
    expect(on.json().message).toBe(M.activated);
    employee = await login(t, 'employee@demo.example');
  });
  it('never touches the owner, another company or an unknown id, and needs the permission', async () => {
    const owner = await client(t, admin).put('/organization/employees/deactivate', { id: [ownerId] });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().message).toBe(M.ownerProtected);
    expect(
      (await client(t, admin).put('/organization/employees/deactivate', [acmeEmployee])).statusCode,
    ).toBe(404);
    expect((await client(t, admin).put('/organization/employees/deactivate', { id: [] })).statusCode).toBe(
      422,
    );
    expect(
      (await client(t, employee).put('/organization/employees/deactivate', { id: [1] })).statusCode,
    ).toBe(403);
  });
});

describe('archive, restore and permanent delete', () => {
  it('archives (bare list or {id}), lists the archive, restores, and deletes for good', async () => {
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const a = await create({ login_access: true, roles: [roleId] });
    const b = await create();
    const archived = await client(t, admin).delete('/organization/employees', [a.id]);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().message).toBe(M.archived);
    expect((await client(t, admin).delete('/organization/employees', { id: [b.id] })).statusCode).toBe(200);
    const user = await one<{ is_active: boolean }>(
      demoId,
      sql`SELECT is_active FROM users WHERE employee_id = ${a.id}`,
    );
    expect(user?.is_active).toBe(false);
    const staff = (await client(t, admin).get(`/organization/employees?search_query=${a.email}`)).json().data;
    expect(staff.total).toBe(0);
    const archive = (await client(t, admin).get('/organization/employees/archives?perPage=40')).json().data;
    expect(archive.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(archive.results[0].archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const restored = await client(t, admin).put('/organization/employees/restore', { id: a.id });
    expect(restored.json().message).toBe(M.restored);
    const back = await one<{ is_active: boolean }>(
      demoId,
      sql`SELECT is_active FROM users WHERE employee_id = ${a.id}`,
    );
    expect(back?.is_active).toBe(true);

    const notArchived = await client(t, admin).delete('/organization/employees/archives', { id: [a.id] });
    expect(notArchived.statusCode).toBe(422);
    expect(notArchived.json().message).toBe(M.notArchived);
    const gone = await client(t, admin).delete('/organization/employees/archives', { id: [b.id] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`/organization/employees/${b.id}`)).statusCode).toBe(404);
  });
  it('protects the owner and other companies, and checks each permission', async () => {
    const owner = await client(t, admin).delete('/organization/employees', [ownerId]);
    expect(owner.json().message).toBe(M.ownerProtected);
    expect((await client(t, admin).delete('/organization/employees', [acmeEmployee])).statusCode).toBe(404);
    expect(
      (await client(t, admin).put('/organization/employees/restore', { id: acmeEmployee })).statusCode,
    ).toBe(404);
    expect(
      (await client(t, admin).delete('/organization/employees/archives', { id: [acmeEmployee] })).statusCode,
    ).toBe(404);
    const e = await create();
    expect((await client(t, employee).delete('/organization/employees', [e.id])).statusCode).toBe(403);
    await client(t, hr).delete('/organization/employees', [e.id]);
    expect((await client(t, employee).put('/organization/employees/restore', { id: e.id })).statusCode).toBe(
      403,
    );
    // The HR officer may archive and restore but never delete for good.
    expect((await client(t, hr).delete('/organization/employees/archives', { id: [e.id] })).statusCode).toBe(
      403,
    );
    expect((await client(t, employee).get('/organization/employees/archives')).statusCode).toBe(403);
  });
  it('an archived employee cannot sign in', async () => {
    const essId = (await client(t, employee).get('/user')).json().data.employee.id;
    await client(t, admin).delete('/organization/employees', [essId]);
    await expect(login(t, 'employee@demo.example')).rejects.toThrow(/401/);
    await client(t, admin).put('/organization/employees/restore', { id: essId });
    employee = await login(t, 'employee@demo.example');
  });
});

describe('POST /organization/employees/image-upload', () => {
  it('stores a public JPEG and answers its URL (employees may upload their own)', async () => {
    const res = await upload(
      employee,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'me.jpg', JPEG),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.pictureUploaded);
    const url = res.json().data as string;
    expect(url).toMatch(/^\/api\/v1\/files\/\d+-[\w-]+\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
  it('refuses other types, big files and a missing file with the spec messages', async () => {
    const png = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.png', PNG),
    );
    expect(png.json().errors).toMatchObject([{ field: 'employeePicture', message: F.avatarNotJpg }]);
    const renamed = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.jpg', PNG),
    );
    expect(renamed.json().message).toBe(F.avatarNotJpg);
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.jpg', big),
    );
    expect(tooBig.json().errors).toMatchObject([{ field: 'employeePicture', message: F.avatarTooBig }]);
    const wrongField = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('file', 'a.jpg', JPEG),
    );
    expect(wrongField.json().message).toBe(M.pictureMissing);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization/employees/image-upload',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('documents tab', () => {
  it('uploads, lists, downloads (HR only) and deletes a document', async () => {
    const e = await create();
    const url = `/organization/employees/${e.id}/documents`;
    const up = await upload(admin, url, multipart('document', 'contract.pdf', PDF, { title: 'Contract' }));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe(M.documentUploaded);
    const list = (await client(t, admin).get(url)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Contract',
        original_name: 'contract.pdf',
        uploaded_by: 'admin@demo.example',
      }),
    ]);
    const download = await client(t, admin).get(`/downloads/${list[0].file_name}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF-1.4');
    expect((await client(t, employee).get(`/downloads/${list[0].file_name}`)).statusCode).toBe(404);
    const del = await client(t, admin).delete(`${url}/${list[0].id}`);
    expect(del.json().message).toBe(M.documentDeleted);
    expect((await client(t, admin).get(url)).json().data).toEqual([]);
    expect((await client(t, admin).delete(`${url}/${list[0].id}`)).statusCode).toBe(404);
  });
  it('checks title, type, size and permissions', async () => {
    const e = await create();
    const url = `/organization/employees/${e.id}/documents`;
    const noTitle = await upload(admin, url, multipart('document', 'a.pdf', PDF));
    expect(noTitle.json().errors).toMatchObject([{ field: 'title', message: M.documentTitleRequired }]);
    const exe = await upload(
      admin,
      url,
      multipart('document', 'a.exe', Buffer.from('MZ\x90\x00binary'), { title: 'x' }),
    );
    expect(exe.json().errors).toMatchObject([{ field: 'document', message: M.documentType }]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(admin, url, multipart('document', 'a.pdf', big, { title: 'x' }));
    expect(tooBig.json().errors).toMatchObject([{ field: 'document', message: M.documentSize }]);
    expect(
      (await upload(employee, url, multipart('document', 'a.pdf', PDF, { title: 'x' }))).statusCode,
    ).toBe(403);
    expect((await client(t, employee).get(url)).statusCode).toBe(403);
    expect((await client(t, admin).get('/organization/employees/999999/documents')).statusCode).toBe(404);
  });
});

describe('activity tab', () => {
  it('lists the audit entries about the employee, newest first', async () => {
    const e = await create();
    await client(t, admin).put(
      `/organization/employees/${e.id}`,
      person({ email: e.email, first_name: 'Changed' }),
    );
    await client(t, admin).put('/organization/employees/deactivate', { id: [e.id] });
    const res = await client(t, admin).get(`/organization/employees/${e.id}/activity?perPage=2`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.results.map((r: { action: string }) => r.action)).toEqual(['deactivate', 'update']);
    expect(data.results[0]).toMatchObject({
      actor_name: expect.any(String),
      description: expect.any(String),
    });
    expect((await client(t, employee).get(`/organization/employees/${e.id}/activity`)).statusCode).toBe(403);
  });
});
