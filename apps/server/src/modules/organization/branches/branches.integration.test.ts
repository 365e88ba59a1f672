import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { createdWith } from '../../../test/kit.ts';

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let acmeHqId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  const acme = await login(t, 'admin@acme.example', 'acme');
  acmeHqId = (await client(t, acme).get('/organization/branches?filter=hq')).json().data.results[0].id;
});
afterAll(() => t.close());

const fieldError = (field: string, message: string) => ({
  message,
  errors: expect.arrayContaining([expect.objectContaining({ field, message })]),
});

async function create(payload: Record<string, unknown>) {
  const res = await client(t, admin).post('/organization/branches', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; station_name: string; is_hq: boolean };
}

async function hqIds(): Promise<number[]> {
  const all = (await client(t, admin).get('/organization/branches?filter=all')).json().data.results;
  return all.filter((b: { is_hq: boolean }) => b.is_hq).map((b: { id: number }) => b.id);
}

describe('GET /organization/branches', () => {
  it('lists branches paged, head office first, with counts and the type name', async () => {
    const res = await client(t, admin).get('/organization/branches?page=1&perPage=2');
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ is_hq: true, employees_count: expect.any(Number), branch_type: null });
    expect(results[0].employees_count).toBeGreaterThan(0);
  });
  it('searches by name, case-insensitively', async () => {
    const { results, total } = (
      await client(t, admin).get('/organization/branches?search_query=ABUJA')
    ).json().data;
    expect(total).toBe(1);
    expect(results[0].station_name).toBe('Abuja Branch');
  });
  it('gives every admin the select list (filter=all) but the managed list only with view all stations', async () => {
    const all = await client(t, hr).get('/organization/branches?filter=all');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(all.json().data.results.length);
    expect((await client(t, admin).get('/organization/branches?filter=hq')).json().data.total).toBe(1);
    expect((await client(t, employee).get('/organization/branches?filter=all')).statusCode).toBe(403);
    expect((await client(t, employee).get('/organization/branches')).statusCode).toBe(403);
  });
  it('validates the filter', async () => {
    expect((await client(t, admin).get('/organization/branches?filter=drop')).statusCode).toBe(422);
  });
});

describe('GET /branch-types', () => {
  it('lists the shared branch types', async () => {
    const res = await client(t, hr).get('/branch-types');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toContainEqual({ id: 1, name: 'Head Office' });
    expect(res.json().data.total).toBe(8);
    expect((await client(t, employee).get('/branch-types')).statusCode).toBe(403);
  });
});

describe('POST /organization/branches', () => {
  it('creates a branch with its details', async () => {
    const res = await client(t, admin).post('/organization/branches', {
      station_name: '  Kano Depot ',
      branch_type_id: 5,
      address: '12 Murtala Way, Kano',
      phone: '+234 803 000 1111',
      email: 'kano@demo.example',
    });
    createdWith(res, M.created);
    expect(res.json().data).toMatchObject({
      station_name: 'Kano Depot',
      is_hq: false,
      branch_type: 'Warehouse',
      employees_count: 0,
    });
    const got = await client(t, hr).get(`/organization/branches/${res.json().data.id}`);
    expect(got.json().data.email).toBe('kano@demo.example');
  });
  it.each([
    [{}, 'station_name', M.nameRequired],
    [{ station_name: '   ' }, 'station_name', M.nameRequired],
    [{ station_name: 'x'.repeat(151) }, 'station_name', M.nameTooLong],
    [{ station_name: 'Ok', email: 'not-mail' }, 'email', M.emailInvalid],
    [{ station_name: 'Ok', phone: 'call me' }, 'phone', M.phoneInvalid],
    [{ station_name: 'Ok', address: 'a'.repeat(501) }, 'address', M.addressTooLong],
    [{ station_name: 'Ok', branch_type_id: 'x' }, 'branch_type_id', M.typeInvalid],
    [{ station_name: 'Ok', branch_type_id: 999 }, 'branch_type_id', M.typeInvalid],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const res = await client(t, admin).post('/organization/branches', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError(field, message));
  });
  it('refuses a name already used, whatever the case', async () => {
    const res = await client(t, admin).post('/organization/branches', { station_name: 'abuja BRANCH ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError('station_name', M.nameTaken));
  });
  it('creates the same new name saved twice at once only once; the other save gets the name message', async () => {
    // On PostgreSQL the two saves race on two connections and branches_name_key decides (ADR 18).
    const saves = await Promise.all(
      [1, 2].map(() => client(t, admin).post('/organization/branches', { station_name: 'Sokoto Yard' })),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = saves.find((r) => r.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      message: M.nameTaken,
      errors: [{ field: 'station_name', message: M.nameTaken }],
    });
    const all = (await client(t, admin).get('/organization/branches?filter=all')).json().data.results;
    expect(all.filter((b: { station_name: string }) => b.station_name === 'Sokoto Yard')).toHaveLength(1);
  });
  it('needs create station', async () => {
    expect((await client(t, hr).post('/organization/branches', { station_name: 'Nope' })).statusCode).toBe(
      403,
    );
    expect(
      (await client(t, employee).post('/organization/branches', { station_name: 'Nope' })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /organization/branches/{id}', () => {
  it('updates a branch and refuses a duplicate name', async () => {
    const b = await create({ station_name: 'Ibadan Office' });
    const res = await client(t, admin).put(`/organization/branches/${b.id}`, {
      station_name: 'Ibadan Regional Office',
      branch_type_id: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      station_name: 'Ibadan Regional Office',
      branch_type: 'Regional Office',
    });
    const dup = await client(t, admin).put(`/organization/branches/${b.id}`, { station_name: 'Lagos HQ' });
    expect(dup.json()).toMatchObject(fieldError('station_name', M.nameTaken));
    // Its own name, in another case, is not a duplicate.
    const same = await client(t, admin).put(`/organization/branches/${b.id}`, {
      station_name: 'IBADAN regional office',
    });
    expect(same.statusCode).toBe(200);
  });
  it('keeps exactly one head office: a new HQ takes the flag, the last HQ cannot drop it', async () => {
    const [oldHq] = await hqIds();
    const dropped = await client(t, admin).put(`/organization/branches/${oldHq}`, {
      station_name: 'Lagos HQ',
      is_hq: false,
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json()).toMatchObject(fieldError('is_hq', M.hqRequired));

    const b = await create({ station_name: 'Abeokuta Office' });
    const moved = await client(t, admin).put(`/organization/branches/${b.id}`, {
      station_name: 'Abeokuta Office',
      is_hq: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(await hqIds()).toEqual([b.id]);
    // Back to Lagos, as a new branch flagged HQ at creation would also do.
    await client(t, admin).put(`/organization/branches/${oldHq}`, { station_name: 'Lagos HQ', is_hq: true });
    expect(await hqIds()).toEqual([oldHq]);
  });
  it('answers 422 per field, 403 without edit station and 404 for unknown ids', async () => {
    const [hq] = await hqIds();
    expect((await client(t, admin).put(`/organization/branches/${hq}`, {})).json()).toMatchObject(
      fieldError('station_name', M.nameRequired),
    );
    expect((await client(t, hr).put(`/organization/branches/${hq}`, { station_name: 'X' })).statusCode).toBe(
      403,
    );
    const missing = await client(t, admin).put('/organization/branches/999999', { station_name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
  it("answers 404 for another company's branch", async () => {
    const res = await client(t, admin).put(`/organization/branches/${acmeHqId}`, { station_name: 'Mine' });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /organization/branches/{id}', () => {
  it('deletes an unused branch', async () => {
    const b = await create({ station_name: 'Temporary Site', branch_type_id: 7 });
    const res = await client(t, admin).delete(`/organization/branches/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`/organization/branches/${b.id}`)).statusCode).toBe(404);
  });
  it('refuses the head office, a branch with employees and a branch with departments', async () => {
    const [hq] = await hqIds();
    const hqRes = await client(t, admin).delete(`/organization/branches/${hq}`);
    expect(hqRes.statusCode).toBe(422);
    expect(hqRes.json().message).toBe(M.hqNotDeletable);

    const abuja = (await client(t, admin).get('/organization/branches?search_query=Abuja')).json().data
      .results[0];
    const withStaff = await client(t, admin).delete(`/organization/branches/${abuja.id}`);
    expect(withStaff.statusCode).toBe(409);
    expect(withStaff.json().message).toBe(M.hasEmployees);

    const b = await create({ station_name: 'Jos Office' });
    await client(t, admin).post('/organization/departments', { department_name: 'Mining', branch_id: b.id });
    const withDept = await client(t, admin).delete(`/organization/branches/${b.id}`);
    expect(withDept.statusCode).toBe(409);
    expect(withDept.json().message).toBe(M.hasDepartments);
  });
  it('needs delete station, and hides other companies', async () => {
    const b = await create({ station_name: 'Owerri Office' });
    expect((await client(t, hr).delete(`/organization/branches/${b.id}`)).statusCode).toBe(403);
    expect((await client(t, employee).delete(`/organization/branches/${b.id}`)).statusCode).toBe(403);
    expect((await client(t, admin).delete(`/organization/branches/${acmeHqId}`)).statusCode).toBe(404);
  });
});

describe('GET /organization/branches/{id}', () => {
  it('answers 404 for unknown and foreign ids, 403 for self-service users', async () => {
    expect((await client(t, admin).get('/organization/branches/999999')).statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/branches/${acmeHqId}`)).statusCode).toBe(404);
    const [hq] = await hqIds();
    const res = await client(t, employee).get(`/organization/branches/${hq}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /organization/branches/{id}/departments', () => {
  it("lists a branch's departments with their head counts", async () => {
    const [hq] = await hqIds();
    const res = await client(t, hr).get(`/organization/branches/${hq}/departments`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
    expect(res.json().data.results[0]).toMatchObject({
      id: expect.any(Number),
      department_name: expect.any(String),
      employees_count: expect.any(Number),
    });
    expect(res.json().data.results.some((d: { employees_count: number }) => d.employees_count > 0)).toBe(
      true,
    );
    expect((await client(t, admin).get(`/organization/branches/${acmeHqId}/departments`)).statusCode).toBe(
      404,
    );
    expect((await client(t, employee).get(`/organization/branches/${hq}/departments`)).statusCode).toBe(403);
  });
});

// Last: it moves the head office away from Lagos HQ, which the tests above rely on.
describe('two saves at once', () => {
  it('keeps one head office when two branches are made the head office at once', async () => {
    const saves = await Promise.all(
      ['Minna Office', 'Yola Office'].map((name) =>
        client(t, admin).post('/organization/branches', { station_name: name, is_hq: true }),
      ),
    );
    // PGlite runs the two one after the other (both succeed); PostgreSQL may refuse the later one.
    for (const res of saves) {
      if (res.statusCode !== 201) expect(res.json()).toMatchObject(fieldError('is_hq', M.hqChanged));
    }
    expect(await hqIds()).toHaveLength(1);
  });
});
