import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVER_GROUP_MESSAGES, MOBILE_CLOCK_MESSAGES as M } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { expectFieldError } from '../../../test/kit.ts';

const BASE = '/attendance/mobile-clocks/settings/locations';
let t: TestApp;
const token = { admin: '', employee: '', acme: '' };
const person = { admin: 0, employee: 0, hr: 0 };
const as = (who: keyof typeof token) => client(t, token[who]);
const marina = {
  name: 'Marina office',
  address: '1 Marina, Lagos',
  latitude: 6.45407,
  longitude: 3.39467,
  radius: 150,
};

async function create(body: Record<string, unknown> = {}) {
  const res = await as('admin').post(BASE, { ...marina, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; employees_count: number };
}

beforeAll(async () => {
  t = await createTestApp();
  token.admin = await login(t, 'admin@demo.example');
  token.employee = await login(t, 'employee@demo.example');
  token.acme = await login(t, 'admin@acme.example', 'acme');
  person.admin = (await as('admin').get('/user')).json().data.employee.id;
  person.employee = (await as('employee').get('/user')).json().data.employee.id;
  person.hr = (await client(t, await login(t, 'hr@demo.example')).get('/user')).json().data.employee.id;
});
afterAll(() => t.close());

describe('mobile clock locations', () => {
  it('creates, reads, lists, updates (with and without the id in the path) and deletes a location', async () => {
    const made = await create();
    expect(made).toMatchObject({ ...marina, all_employees: false, employees_count: 0, branch: null });
    const got = await as('admin').get(`${BASE}/${made.id}`);
    expect(got.json()).toMatchObject({ message: M.locationLoaded, data: { id: made.id, radius: 150 } });
    const list = (await as('admin').get(`${BASE}?search_query=marina`)).json();
    expect(list).toMatchObject({ message: M.locationsListed, data: { total: 1 } });

    const moved = await as('admin').put(`${BASE}/${made.id}`, {
      ...marina,
      radius: '250',
      all_employees: true,
    });
    expect(moved.json()).toMatchObject({
      message: M.locationUpdated,
      data: { radius: 250, all_employees: true },
    });
    const bodyId = await as('admin').put(BASE, { ...marina, id: made.id, name: 'Marina HQ' });
    expect(bodyId.statusCode, bodyId.body).toBe(200);
    expect(bodyId.json().data).toMatchObject({ id: made.id, name: 'Marina HQ', all_employees: false });
    const noId = await as('admin').put(BASE, marina);
    expectFieldError(noId, 'id', M.idRequired);

    const gone = await as('admin').delete(`${BASE}/${made.id}`);
    expect(gone.json()).toMatchObject({ message: M.locationDeleted });
    expect((await as('admin').get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: ' ' }, 'name', M.nameRequired],
    [{ name: 'x'.repeat(151) }, 'name', M.nameTooLong],
    [{ latitude: '' }, 'latitude', M.latitudeRequired],
    [{ latitude: 91 }, 'latitude', M.latitudeRequired],
    [{ latitude: 'north' }, 'latitude', M.latitudeRequired],
    [{ longitude: -180.5 }, 'longitude', M.longitudeRequired],
    [{ radius: 0 }, 'radius', M.radiusRequired],
    [{ radius: 100_001 }, 'radius', M.radiusRequired],
    [{ radius: 12.5 }, 'radius', M.radiusRequired],
    [{ radius: 1e308 }, 'radius', M.radiusRequired],
    [{ address: 'a'.repeat(501) }, 'address', M.addressTooLong],
    [{ branch_id: 999_999_999 }, 'branch_id', M.branchInvalid],
  ])('refuses %j with a clear message', async (change, field, message) => {
    const res = await as('admin').post(BASE, { ...marina, name: 'Bad', ...change });
    expect(res.statusCode).toBe(422);
    expectFieldError(res, field, message);
  });

  it('refuses a second location with the same name, whatever the case', async () => {
    await create({ name: 'Ikeja depot' });
    const res = await as('admin').post(BASE, { ...marina, name: ' IKEJA DEPOT ' });
    expectFieldError(res, 'name', M.nameTaken);
  });

  it('assigns and unassigns employees with the spec’s payload, and lists them', async () => {
    const loc = await create({ name: 'Assigned site' });
    const url = `${BASE}/${loc.id}/assign-employees`;
    const empty = await as('admin').post(url, { category_type: 'employee' });
    expectFieldError(empty, 'assign_category_type_ids', M.selectionRequired);
    const bad = await as('admin').post(url, {
      category_type: 'employee',
      assign_category_type_ids: [999_999_999],
    });
    expectFieldError(bad, 'assign_category_type_ids', M.idsInvalid);
    const grade = await as('admin').post(url, { category_type: 'department', assign_category_type_ids: [1] });
    expectFieldError(grade, 'category_type', M.categoryRequired);

    const res = await as('admin').post(url, {
      category_type: 'employee',
      assign_category_type_ids: [person.employee, person.hr],
    });
    expect(res.json()).toMatchObject({ message: M.employeesAssigned, data: { employees_count: 2 } });
    const listed = (await as('admin').get(`${BASE}/${loc.id}/employees`)).json().data;
    expect(listed.results.map((e: { id: number }) => e.id).sort()).toEqual(
      [person.employee, person.hr].sort(),
    );
    const less = await as('admin').post(url, {
      category_type: 'employee',
      unassign_category_type_ids: [person.hr],
    });
    expect(less.json().data.employees_count).toBe(1);
  });

  it('needs the settings permission to change and the view permission to read', async () => {
    const loc = await create({ name: 'Guarded site' });
    expect((await as('employee').get(BASE)).statusCode).toBe(403);
    expect((await as('employee').get(`${BASE}/${loc.id}`)).statusCode).toBe(403);
    expect((await as('employee').post(BASE, { ...marina, name: 'Mine' })).statusCode).toBe(403);
    expect((await as('employee').put(`${BASE}/${loc.id}`, marina)).statusCode).toBe(403);
    expect((await as('employee').delete(`${BASE}/${loc.id}`)).statusCode).toBe(403);
    expect(
      (await as('employee').post(`${BASE}/${loc.id}/assign-employees`, { assign_category_type_ids: [1] }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps another company’s locations out of sight (404)', async () => {
    const loc = await create({ name: 'Demo only' });
    expect((await as('acme').get(`${BASE}/${loc.id}`)).statusCode).toBe(404);
    expect((await as('acme').put(BASE, { ...marina, id: loc.id })).statusCode).toBe(404);
    expect((await as('acme').delete(`${BASE}/${loc.id}`)).statusCode).toBe(404);
    expect((await as('acme').get(`${BASE}/${loc.id}/employees`)).statusCode).toBe(404);
    expect((await as('acme').get(`${BASE}?search_query=Demo only`)).json().data.total).toBe(0);
  });
});

describe('the mobile clock approvers’ assign-employees call', () => {
  it('sets the group’s employees with the spec’s payload', async () => {
    const group = await as('admin').post('/attendance/mobile-clocks/settings/approver-settings', {
      group_name: 'Field staff clocks',
      approval_types: 'Sequential',
      approvers_count: 1,
      approval_details: [{ approval_person_id: person.admin }],
    });
    expect(group.statusCode, group.body).toBe(201);
    const url = `/attendance/mobile-clocks/settings/approvers/${group.json().data.id}/assign-employees`;
    const empty = await as('admin').post(url, { category_type: 'employee', assign_category_type_ids: [] });
    expectFieldError(empty, 'assign_category_type_ids', M.selectionRequired);
    const res = await as('admin').post(url, {
      category_type: 'employee',
      assign_category_type_ids: [person.employee],
    });
    expect(res.json()).toMatchObject({
      message: APPROVER_GROUP_MESSAGES.assigned,
      data: { category_type: 'employees', assigned_count: 1 },
    });
    expect((await as('employee').post(url, { assign_category_type_ids: [person.employee] })).statusCode).toBe(
      403,
    );
    expect((await as('acme').post(url, { assign_category_type_ids: [1] })).statusCode).toBe(404);
  });
});
