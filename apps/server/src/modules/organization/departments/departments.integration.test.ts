import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES as M } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { createdWith } from '../../../test/kit.ts';

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let employeeId: number;
let hqId: number;
let abujaId: number;
let acme: { branchId: number; employeeId: number; departmentId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  employeeId = (await client(t, employee).get('/user')).json().data.employee.id;
  const branches = (await client(t, admin).get('/organization/branches?filter=all')).json().data.results;
  hqId = branches.find((b: { is_hq: boolean }) => b.is_hq).id;
  abujaId = branches.find((b: { station_name: string }) => b.station_name === 'Abuja Branch').id;
  const acmeToken = await login(t, 'admin@acme.example', 'acme');
  const acmeBranch = (await client(t, acmeToken).get('/organization/branches?filter=hq')).json().data
    .results[0].id;
  const acmeDept = await client(t, acmeToken).post('/organization/departments', {
    department_name: 'Acme Logistics',
    branch_id: acmeBranch,
  });
  acme = {
    branchId: acmeBranch,
    employeeId: (await client(t, acmeToken).get('/user')).json().data.employee.id,
    departmentId: acmeDept.json().data.id,
  };
});
afterAll(() => t.close());

const fieldError = (field: string, message: string) => ({
  message,
  errors: expect.arrayContaining([expect.objectContaining({ field, message })]),
});

async function create(payload: Record<string, unknown>) {
  const res = await client(t, admin).post('/organization/departments', { branch_id: hqId, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; department_name: string };
}

describe('GET /organization/departments', () => {
  it('lists departments paged with branch, head and employee counts', async () => {
    const res = await client(t, hr).get('/organization/departments?page=1&perPage=3');
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      department_name: expect.any(String),
      branch: { id: expect.any(Number), station_name: expect.any(String) },
      status: 1,
      employees_count: expect.any(Number),
    });
  });
  it('searches, filters by status and follows the active branch header', async () => {
    const found = (await client(t, admin).get('/organization/departments?search_query=finance')).json().data;
    expect(found.results.map((d: { department_name: string }) => d.department_name)).toContain('Finance');
    await create({ department_name: 'Archive Room', status: 0 });
    const inactive = (await client(t, admin).get('/organization/departments?status=0&perPage=100')).json()
      .data;
    expect(inactive.results.every((d: { status: number }) => d.status === 0)).toBe(true);
    expect(inactive.total).toBeGreaterThanOrEqual(1);
    const empty = await client(t, admin).get('/organization/departments?status=');
    expect(empty.statusCode).toBe(200);
    const abuja = (
      await client(t, admin, { 'x-active-branch': String(abujaId) }).get(
        '/organization/departments?perPage=100',
      )
    ).json().data;
    expect(abuja.total).toBeGreaterThan(0);
    expect(abuja.results.every((d: { branch_id: number }) => d.branch_id === abujaId)).toBe(true);
  });
  it('validates the status filter and needs view departments', async () => {
    expect((await client(t, admin).get('/organization/departments?status=7')).statusCode).toBe(422);
    expect((await client(t, employee).get('/organization/departments')).statusCode).toBe(403);
  });
});

describe('POST /organization/departments', () => {
  it('creates a department with a head', async () => {
    const res = await client(t, hr).post('/organization/departments', {
      department_name: ' Legal ',
      branch_id: hqId,
      head_employee_id: employeeId,
      description: 'Contracts and compliance',
    });
    createdWith(res, M.created);
    expect(res.json().data).toMatchObject({
      department_name: 'Legal',
      branch_id: hqId,
      head: { id: employeeId, name: expect.any(String) },
      status: 1,
      employees_count: 0,
    });
  });
  it.each([
    [{ branch_id: 1 }, 'department_name', M.nameRequired],
    [{ department_name: ' ', branch_id: 1 }, 'department_name', M.nameRequired],
    [{ department_name: 'x'.repeat(151), branch_id: 1 }, 'department_name', M.nameTooLong],
    [{ department_name: 'Ok' }, 'branch_id', M.branchRequired],
    [{ department_name: 'Ok', branch_id: 999999 }, 'branch_id', M.branchInvalid],
    [{ department_name: 'Ok', branch_id: 1, head_employee_id: 999999 }, 'head_employee_id', M.headInvalid],
    [{ department_name: 'Ok', branch_id: 1, head_employee_id: 'abc' }, 'head_employee_id', M.headInvalid],
    [{ department_name: 'Ok', branch_id: 1, status: 3 }, 'status', M.statusInvalid],
    [
      { department_name: 'Ok', branch_id: 1, description: 'd'.repeat(1001) },
      'description',
      M.descriptionTooLong,
    ],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const res = await client(t, admin).post('/organization/departments', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError(field, message));
  });
  it('keeps names unique per branch, whatever the case', async () => {
    await create({ department_name: 'Procurement' });
    const dup = await client(t, admin).post('/organization/departments', {
      department_name: 'PROCUREMENT',
      branch_id: hqId,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject(fieldError('department_name', M.nameTaken));
    const elsewhere = await client(t, admin).post('/organization/departments', {
      department_name: 'Procurement',
      branch_id: abujaId,
    });
    expect(elsewhere.statusCode).toBe(201);
  });
  it("refuses another company's branch or head as invalid fields", async () => {
    const branch = await client(t, admin).post('/organization/departments', {
      department_name: 'Ghost',
      branch_id: acme.branchId,
    });
    expect(branch.json()).toMatchObject(fieldError('branch_id', M.branchInvalid));
    const head = await client(t, admin).post('/organization/departments', {
      department_name: 'Ghost',
      branch_id: hqId,
      head_employee_id: acme.employeeId,
    });
    expect(head.json()).toMatchObject(fieldError('head_employee_id', M.headInvalid));
  });
  it('needs create department', async () => {
    const res = await client(t, employee).post('/organization/departments', {
      department_name: 'X',
      branch_id: hqId,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET and PUT /organization/departments/{id}', () => {
  it('reads and updates a department', async () => {
    const d = await create({ department_name: 'Quality' });
    const got = await client(t, hr).get(`/organization/departments/${d.id}`);
    expect(got.json().data).toMatchObject({ id: d.id, head: null, description: null });
    const res = await client(t, hr).put(`/organization/departments/${d.id}`, {
      department_name: 'Quality Assurance',
      branch_id: abujaId,
      head_employee_id: employeeId,
      status: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      department_name: 'Quality Assurance',
      branch: { id: abujaId, station_name: 'Abuja Branch' },
      head: { id: employeeId },
      status: 0,
    });
    const clear = await client(t, hr).put(`/organization/departments/${d.id}`, {
      department_name: 'Quality Assurance',
      branch_id: abujaId,
      head_employee_id: null,
    });
    expect(clear.json().data.head).toBeNull();
  });
  it('answers 422 per field, 403, and 404 for unknown or foreign ids', async () => {
    const d = await create({ department_name: 'Security' });
    const bad = await client(t, admin).put(`/organization/departments/${d.id}`, { branch_id: hqId });
    expect(bad.json()).toMatchObject(fieldError('department_name', M.nameRequired));
    const body = { department_name: 'X', branch_id: hqId };
    expect((await client(t, employee).put(`/organization/departments/${d.id}`, body)).statusCode).toBe(403);
    expect((await client(t, employee).get(`/organization/departments/${d.id}`)).statusCode).toBe(403);
    expect((await client(t, admin).get('/organization/departments/999999')).json().message).toBe(M.notFound);
    expect((await client(t, admin).get(`/organization/departments/${acme.departmentId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await client(t, admin).put(`/organization/departments/${acme.departmentId}`, body)).statusCode,
    ).toBe(404);
  });
});

describe('GET /organization/departments/managing-departments', () => {
  it('lists the departments the signed-in employee heads, for any signed-in user', async () => {
    const d = await create({ department_name: 'Field Audit', head_employee_id: employeeId });
    const res = await client(t, employee).get('/organization/departments/managing-departments');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(d.id);
    const mine = await client(t, admin).get('/organization/departments/managing-departments');
    expect(mine.json().data.results.map((r: { id: number }) => r.id)).not.toContain(d.id);
  });
});

describe('POST /organization/departments/delete', () => {
  it('deletes several departments at once', async () => {
    const a = await create({ department_name: 'Temp A' });
    const b = await create({ department_name: 'Temp B' });
    const res = await client(t, admin).post('/organization/departments/delete', {
      departmentIds: [a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`/organization/departments/${a.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/departments/${b.id}`)).statusCode).toBe(404);
  });
  it('deletes nothing when one department still has employees', async () => {
    const free = await create({ department_name: 'Temp C' });
    const busy = (await client(t, admin).get('/organization/departments?search_query=Finance')).json().data
      .results[0];
    expect(busy.employees_count).toBeGreaterThan(0);
    const res = await client(t, admin).post('/organization/departments/delete', {
      departmentIds: [free.id, busy.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.hasEmployees('Finance'));
    expect((await client(t, admin).get(`/organization/departments/${free.id}`)).statusCode).toBe(200);
  });
  it("answers 404 and deletes nothing when an id is another company's", async () => {
    const mine = await create({ department_name: 'Temp D' });
    const res = await client(t, admin).post('/organization/departments/delete', {
      departmentIds: [mine.id, acme.departmentId],
    });
    expect(res.statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/departments/${mine.id}`)).statusCode).toBe(200);
  });
  it('validates the ids and needs delete department', async () => {
    for (const body of [{}, { departmentIds: [] }, { departmentIds: ['x'] }]) {
      const res = await client(t, admin).post('/organization/departments/delete', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(fieldError('departmentIds', M.idsRequired));
    }
    const d = await create({ department_name: 'Temp E' });
    expect(
      (await client(t, hr).post('/organization/departments/delete', { departmentIds: [d.id] })).statusCode,
    ).toBe(403);
  });
});
