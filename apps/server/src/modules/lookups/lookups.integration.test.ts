import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MESSAGES as M, NIGERIA_COUNTRY_ID } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { syncReferenceData } from '../../db/seed/reference-data.ts';

let t: TestApp;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  // Self-service users fill their own address and bank, so any signed-in user may read the lists.
  employee = await login(t, 'employee@demo.example');
});
afterAll(() => t.close());

describe('GET /countries', () => {
  it('lists every country, Nigeria first then by name', async () => {
    const res = await client(t, employee).get('/countries');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.countries);
    const list = res.json().data;
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list[0]).toEqual({ id: NIGERIA_COUNTRY_ID, name: 'Nigeria', iso2: 'NG', phone_code: '234' });
    const rest = list.slice(1).map((c: { name: string }) => c.name);
    expect(rest[0]).toBe('Afghanistan');
    expect(rest).toContain('Ghana');
  });
  it('searches by name or ISO code', async () => {
    const byName = (await client(t, employee).get('/countries?search_query=ghana')).json().data;
    expect(byName.map((c: { iso2: string }) => c.iso2)).toEqual(['GH']);
    const byCode = (await client(t, employee).get('/countries?search_query=gb')).json().data;
    expect(byCode.map((c: { name: string }) => c.name)).toContain('United Kingdom');
    expect((await client(t, employee).get('/countries?search_query=%25')).json().data).toEqual([]);
  });
  it('needs a signed-in user', async () => {
    expect((await client(t).get('/countries')).statusCode).toBe(401);
  });
});

describe('GET /states', () => {
  it("lists Nigeria's 36 states and the FCT by name", async () => {
    const res = await client(t, employee).get(`/states?country_id=${NIGERIA_COUNTRY_ID}`);
    expect(res.json().message).toBe(M.states);
    const names = res.json().data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(37);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Federal Capital Territory');
  });
  it('filters by search and answers nothing for a country without states', async () => {
    const found = (
      await client(t, employee).get(`/states?country_id=${NIGERIA_COUNTRY_ID}&search_query=lag`)
    ).json().data;
    expect(found).toEqual([{ id: expect.any(Number), country_id: NIGERIA_COUNTRY_ID, name: 'Lagos' }]);
    expect((await client(t, employee).get('/states?country_id=1')).json().data).toEqual([]);
  });
  it('validates the country id', async () => {
    expect((await client(t, employee).get('/states?country_id=abc')).statusCode).toBe(422);
  });
});

describe('GET /cities', () => {
  it("lists a state's local government areas", async () => {
    const lagos = (await client(t, employee).get('/states?search_query=lagos')).json().data[0];
    const res = await client(t, employee).get(`/cities?state_id=${lagos.id}`);
    expect(res.json().message).toBe(M.cities);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(20);
    expect(names).toEqual(expect.arrayContaining(['Ikeja', 'Eti Osa', 'Surulere']));
    const found = (await client(t, employee).get(`/cities?state_id=${lagos.id}&search_query=ike`)).json()
      .data;
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Ikeja']);
  });
  it('holds all 774 LGAs', async () => {
    expect((await client(t, employee).get('/cities')).json().data).toHaveLength(774);
  });
});

describe('GET /banks', () => {
  it('lists Nigerian banks with their CBN codes, searchable by name or code', async () => {
    const res = await client(t, employee).get('/banks');
    expect(res.json().message).toBe(M.banks);
    const banks = res.json().data;
    expect(banks).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'Access Bank', code: '044' },
        { id: expect.any(Number), name: 'Zenith Bank', code: '057' },
        { id: expect.any(Number), name: 'Guaranty Trust Bank (GTBank)', code: '058' },
      ]),
    );
    const zenith = (await client(t, employee).get('/banks?search_query=zenith')).json().data;
    expect(zenith.map((b: { code: string }) => b.code)).toEqual(['057']);
    const byCode = (await client(t, employee).get('/banks?search_query=011')).json().data;
    expect(byCode.map((b: { name: string }) => b.name)).toEqual(['First Bank of Nigeria']);
  });
});

describe('reference data sync', () => {
  it('is idempotent and repairs a changed row without touching ids', async () => {
    const before = (await client(t, employee).get('/banks')).json().data;
    await t.database.owner.execute(`UPDATE banks SET name = 'Renamed' WHERE code = '057'`);
    await syncReferenceData(t.database.owner);
    await syncReferenceData(t.database.owner);
    expect((await client(t, employee).get('/banks')).json().data).toEqual(before);
  });

  it('repairs every table, a column whose name differs from its key too (phone_code, state_id)', async () => {
    const countries = (await client(t, employee).get('/countries')).json().data;
    const lagos = (await client(t, employee).get('/states?search_query=lagos')).json().data[0];
    const ikeja = (await client(t, employee).get(`/cities?state_id=${lagos.id}&search_query=ike`)).json()
      .data;
    await t.database.owner.execute(`UPDATE countries SET phone_code = '000' WHERE iso2 = 'NG'`);
    await t.database.owner.execute(`UPDATE cities SET state_id = state_id + 1 WHERE name = 'Ikeja'`);
    await syncReferenceData(t.database.owner);
    expect((await client(t, employee).get('/countries')).json().data).toEqual(countries);
    const again = (await client(t, employee).get(`/cities?state_id=${lagos.id}&search_query=ike`)).json()
      .data;
    expect(again).toEqual(ikeja);
  });
});
