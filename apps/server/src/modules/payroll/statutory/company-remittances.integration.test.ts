import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_REMITTANCE_MESSAGES as M,
  type CompanyRemittance,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';

const BASE = '/payroll/salarymanagement/settings/company-remittance';
const f = testFile();
const custom = { name: 'Group life cover', code: ' life_cover ', rate: '0.75', base: 'basic' };

async function remittances(persona: 'admin' | 'acmeAdmin' = 'admin'): Promise<CompanyRemittance[]> {
  return dataOf<ListPage<CompanyRemittance>>(await (await f.as(persona)).get(BASE)).results;
}
const byCode = async (code: string) =>
  (await remittances()).find((r) => r.code === code) as CompanyRemittance;

describe('company remittances', () => {
  it('lists the statutory three to payroll readers only', async () => {
    const res = await (await f.as('admin')).get(BASE);
    expect(res.json().message).toBe(M.listed);
    const list = (res.json().data as ListPage<CompanyRemittance>).results;
    expect(list.map(({ id: _, ...r }) => r)).toEqual([
      {
        name: 'Pension (employer)',
        code: 'PENSION_EMPLOYER',
        rate: '10.00',
        base: 'pensionable',
        min_headcount: 0,
        enabled: true,
        is_statutory: true,
      },
      {
        name: 'NSITF',
        code: 'NSITF',
        rate: '1.00',
        base: 'gross',
        min_headcount: 0,
        enabled: true,
        is_statutory: true,
      },
      {
        name: 'ITF',
        code: 'ITF',
        rate: '1.00',
        base: 'gross',
        min_headcount: 5,
        enabled: true,
        is_statutory: true,
      },
    ]);
    expect(dataOf(await (await f.as('admin')).get(`${BASE}/${list[0]?.id}`))).toEqual(list[0]);
    for (const persona of ['employee', 'hr'] as const) {
      const client = await f.as(persona);
      expect((await client.get(BASE)).statusCode).toBe(403);
      expect((await client.get(`${BASE}/${list[0]?.id}`)).statusCode).toBe(403);
      expect((await client.post(BASE, custom)).statusCode).toBe(403);
      expect((await client.put(BASE, { ...custom, id: list[0]?.id })).statusCode).toBe(403);
    }
  });

  it('creates a remittance with its code upper-cased, audited', async () => {
    const res = await (await f.as('admin')).post(BASE, custom);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as CompanyRemittance;
    expect(made).toMatchObject({
      code: 'LIFE_COVER',
      rate: '0.75',
      base: 'basic',
      min_headcount: 0,
      enabled: true,
      is_statutory: false,
    });
    const audited = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_logs
        WHERE entity = 'company remittance' AND action = 'create' AND entity_id = ${String(made.id)}`);
      return r.rows[0]?.n;
    });
    expect(audited).toBe(1);
    const defaults = dataOf<CompanyRemittance>(
      await (await f.as('admin')).post(BASE, { name: 'Levy', code: 'LEVY', rate: 2 }),
      201,
    );
    expect(defaults).toMatchObject({ base: 'gross', rate: '2.00', enabled: true });
  });

  it('answers each wrong field with its own 422', async () => {
    const admin = await f.as('admin');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', M.nameRequired],
      [{ code: '' }, 'code', M.codeRequired],
      [{ code: '9 lives' }, 'code', M.codeInvalid],
      [{ code: 'paye' }, 'code', M.codeReserved],
      [{ code: 'life_COVER' }, 'code', M.codeTaken],
      [{ rate: '' }, 'rate', M.rateInvalid],
      [{ rate: '101' }, 'rate', M.rateInvalid],
      [{ base: 'net' }, 'base', M.baseInvalid],
      [{ min_headcount: 2.5 }, 'min_headcount', M.minHeadcountInvalid],
      [{ enabled: 'sometimes' }, 'enabled', M.flagInvalid],
    ];
    for (const [over, field, message] of cases)
      expectFieldError(await admin.post(BASE, { ...custom, ...over }), field, message);
    expectFieldError(await admin.put(BASE, custom), 'id', M.idRequired);
  });

  it('updates by PUT with the id in the body (spec 3 §7) or on the path', async () => {
    const admin = await f.as('admin');
    const life = await byCode('LIFE_COVER');
    const res = await admin.put(BASE, { ...custom, id: String(life.id), rate: '1.5', enabled: 0 });
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: { id: life.id, rate: '1.50', enabled: false, base: 'basic' },
    });
    const byPath = await admin.put(`${BASE}/${life.id}`, { ...custom, code: 'LIFE', min_headcount: '10' });
    expect(dataOf(byPath)).toMatchObject({ code: 'LIFE', min_headcount: 10, enabled: true });
    expect((await admin.put(BASE, { ...custom, id: 999_999 })).statusCode).toBe(404);
    const acmeItf = (await remittances('acmeAdmin')).find((r) => r.code === 'ITF');
    expect((await admin.put(BASE, { ...custom, id: acmeItf?.id })).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${acmeItf?.id}`)).statusCode).toBe(404);
  });

  it('re-rates or disables a statutory remittance but keeps its code and base, and never deletes it', async () => {
    const admin = await f.as('admin');
    const itf = await byCode('ITF');
    const body = { name: 'ITF', code: 'itf', rate: '1.25', min_headcount: 5, enabled: false };
    expect(dataOf(await admin.put(BASE, { ...body, id: itf.id }))).toMatchObject({
      rate: '1.25',
      base: 'gross',
      enabled: false,
      is_statutory: true,
    });
    expectFieldError(
      await admin.put(BASE, { ...body, id: itf.id, code: 'ITF2' }),
      'code',
      M.statutoryCodeFixed,
    );
    expectFieldError(
      await admin.put(BASE, { ...body, id: itf.id, base: 'basic' }),
      'base',
      M.statutoryBaseFixed,
    );
    const refused = await admin.delete(`${BASE}/${itf.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.statutoryKept);
  });

  it('deletes a custom remittance, audited, and searches by name or code', async () => {
    const admin = await f.as('admin');
    const life = await byCode('LIFE');
    const found = dataOf<ListPage<CompanyRemittance>>(await admin.get(`${BASE}?search_query=life&perPage=1`));
    expect(found).toMatchObject({ total: 1, results: [{ id: life.id }] });
    expect(dataOf(await admin.get(`${BASE}?search_query=nsitf`))).toMatchObject({ total: 1 });
    expect(dataOf(await admin.delete(`${BASE}/${life.id}`))).toBeNull();
    expect((await admin.get(`${BASE}/${life.id}`)).statusCode).toBe(404);
    const audited = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_logs
        WHERE entity = 'company remittance' AND entity_id = ${String(life.id)}`);
      return r.rows[0]?.n;
    });
    expect(audited).toBe(4); // created, updated twice, deleted
  });
});
