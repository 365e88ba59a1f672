import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_MESSAGES as M } from '@clockroom/contracts';
import { client, lastMail } from '../../../test/harness.ts';
import { expectFieldErrors } from '../../../test/kit.ts';
import {
  t,
  admin,
  hr,
  employee,
  demoId,
  acmeId,
  ownerId,
  one,
  idOf,
  person,
  create,
  employeesTestFile,
} from './employees.fixtures.ts';

employeesTestFile();

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
      rsa_pin: 'PEN100200300400',
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
  it('gives two employees created at once two pins (on PostgreSQL, two connections)', async () => {
    const [a, b] = await Promise.all([create(), create()]);
    expect(new Set([a.pin, b.pin]).size).toBe(2);
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
    expectFieldErrors(res, {
      branch_id: M.branchMissing,
      employee_grade_id: M.gradeMissing,
      bank_id: M.bankMissing,
    });
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
