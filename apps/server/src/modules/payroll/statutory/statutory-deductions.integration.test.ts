import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  STATUTORY_DEDUCTION_MESSAGES as M,
  type ListPage,
  type StatutoryDeduction,
  type WorkedExample,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';

const BASE = '/payroll/salarymanagement/settings/statutory-deduction';
const f = testFile();

const version = (over: Record<string, unknown> = {}) => ({
  name: 'NTA 2030 review',
  regime: 'nta_2025',
  effective_from: '2030-01-01',
  bands: [
    { up_to: '1000000', rate: '0' },
    { width: 2_000_000, rate: 15 },
    { up_to: '10000000.50', rate: '18.125' },
    { rate: '25' },
  ],
  rent_relief_rate: '20',
  rent_relief_cap: '600000',
  minimum_wage: 80000,
  ...over,
});

async function versions(persona: 'admin' | 'acmeAdmin' = 'admin'): Promise<StatutoryDeduction[]> {
  return dataOf<ListPage<StatutoryDeduction>>(await (await f.as(persona)).get(`${BASE}?perPage=100`)).results;
}
const byName = async (name: string) => (await versions()).find((v) => v.name === name) as StatutoryDeduction;

/** A confirmed schedule row of demo's first employee for a month, as a confirmed run leaves it. */
async function confirmMonth(year: number, month: number): Promise<void> {
  await f.inCompany('demo', async (tx) => {
    await tx.execute(sql`
      INSERT INTO payroll_schedule_rows (company_id, employee_id, year, month, status, days_in_month, days_paid)
      SELECT company_id, id, ${year}, ${month}, 'confirmed', 31, 31 FROM employees
      WHERE company_id = current_setting('app.company_id')::bigint ORDER BY id LIMIT 1`);
  });
}

describe('statutory deductions', () => {
  it('lists the PITA and NTA 2025 versions in naira, newest first, to payroll readers only', async () => {
    const res = await (await f.as('admin')).get(BASE);
    expect(res.json().message).toBe(M.listed);
    const [nta, pita] = (res.json().data as ListPage<StatutoryDeduction>).results;
    expect(nta).toMatchObject({
      regime: 'nta_2025',
      effective_from: '2026-01-01',
      effective_to: null,
      rent_relief_rate: '20.00',
      rent_relief_cap: '500000.00',
      minimum_wage: '70000.00',
      pension_employee_rate: '8.00',
      nhf_rate: '2.50',
    });
    expect(nta?.bands[1]).toEqual({
      from: '800000.00',
      up_to: '3000000.00',
      width: '2200000.00',
      rate: '15.00',
    });
    expect(nta?.bands[5]).toEqual({ from: '50000000.00', up_to: null, width: null, rate: '25.00' });
    expect(pita).toMatchObject({ regime: 'pita', effective_to: '2025-12-31', cra_fixed: '200000.00' });
    expect(pita).toMatchObject({ cra_gross_rate: '1.00', cra_extra_rate: '20.00', minimum_tax_rate: '1.00' });
    expect(dataOf(await (await f.as('admin')).get(`${BASE}/${nta?.id}`))).toEqual(nta);
    for (const persona of ['employee', 'hr'] as const) {
      expect((await (await f.as(persona)).get(BASE)).statusCode).toBe(403);
      expect((await (await f.as(persona)).get(`${BASE}/${nta?.id}`)).statusCode).toBe(403);
      expect((await (await f.as(persona)).post(BASE, version())).statusCode).toBe(403);
    }
  });

  it('works the published examples on the stored versions, to the kobo', async () => {
    const admin = await f.as('admin');
    const [nta, pita] = await versions();
    const example = (id: number | undefined, q: string) =>
      admin.get(`${BASE}/${id}/worked-example?${q}`).then((r) => dataOf<WorkedExample>(r));
    const rent = await example(nta?.id, 'annual_gross=6000000&annual_rent=1000000');
    expect(rent).toMatchObject({
      rent_relief: '200000.00',
      chargeable: '5800000.00',
      annual_tax: '834000.00',
    });
    expect(rent.bands.map((b) => b.tax)).toEqual(['0.00', '330000.00', '504000.00', '0.00', '0.00', '0.00']);
    const pension = await example(nta?.id, 'annual_gross=3000000&annual_pensionable=3000000');
    expect(pension).toMatchObject({ pension: '240000.00', annual_tax: '294000.00', monthly_tax: '24500.00' });
    const old = await example(pita?.id, 'annual_gross=4000000&annual_pensionable=4000000');
    expect(old).toMatchObject({
      consolidated_relief: '936000.00',
      chargeable: '2744000.00',
      annual_tax: '464240.00',
    });
    const low = await example(nta?.id, 'annual_gross=840000');
    expect(low).toMatchObject({ minimum_wage_exempt: true, annual_tax: '0.00' });
    expectFieldError(await admin.get(`${BASE}/${nta?.id}/worked-example`), 'annual_gross', M.amountInvalid);
    expect((await admin.get(`${BASE}/999999/worked-example?annual_gross=1`)).statusCode).toBe(404);
  });

  it('creates a version from band limits or widths, audited, and reads it back', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, version());
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as StatutoryDeduction;
    expect(made).toMatchObject({
      effective_from: '2030-01-01',
      effective_to: null,
      locked: false,
      current: false,
    });
    expect(made.bands).toEqual([
      { from: '0.00', up_to: '1000000.00', width: '1000000.00', rate: '0.00' },
      { from: '1000000.00', up_to: '3000000.00', width: '2000000.00', rate: '15.00' },
      { from: '3000000.00', up_to: '10000000.50', width: '7000000.50', rate: '18.125' },
      { from: '10000000.50', up_to: null, width: null, rate: '25.00' },
    ]);
    expect(made).toMatchObject({ rent_relief_cap: '600000.00', minimum_wage: '80000.00', nhis_rate: '0.00' });
    expect((await byName('Nigeria Tax Act 2025')).effective_to).toBe('2029-12-31');
    const audited = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_logs
        WHERE entity = 'statutory deduction' AND action = 'create' AND entity_id = ${String(made.id)}`);
      return r.rows[0]?.n;
    });
    expect(audited).toBe(1);
  });

  it('answers each wrong field with its own 422', async () => {
    const admin = await f.as('admin');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', M.nameRequired],
      [{ regime: 'flat' }, 'regime', M.regimeRequired],
      [{ effective_from: '' }, 'effective_from', M.effectiveFromRequired],
      [{ effective_from: '2031-02-15' }, 'effective_from', M.effectiveFromFirstOfMonth],
      [{ effective_from: '2031-13-01' }, 'effective_from', M.effectiveFromFirstOfMonth],
      [{ effective_from: '2030-01-01' }, 'effective_from', M.effectiveFromTaken],
      [{ bands: [] }, 'bands', M.bandsRequired],
      [{ bands: [{ up_to: 100, rate: 0 }] }, 'bands.0.up_to', M.bandLastOpen],
      [{ bands: [{ rate: 0 }, { rate: 10 }] }, 'bands.0.up_to', M.bandLimitRequired],
      [
        { bands: [{ up_to: 500, rate: 0 }, { up_to: 400, rate: 5 }, { rate: 9 }] },
        'bands.1.up_to',
        M.bandUpToOrder,
      ],
      [{ bands: [{ up_to: 500, width: 400, rate: 0 }, { rate: 9 }] }, 'bands.0.width', M.bandLimitConflict],
      [{ bands: [{ up_to: '5.123', rate: 0 }, { rate: 9 }] }, 'bands.0.up_to', M.amountInvalid],
      [{ bands: [{ rate: '100.5' }] }, 'bands.0.rate', M.rateInvalid],
      [{ nhf_rate: '-1' }, 'nhf_rate', M.rateInvalid],
      [{ pension_employee_rate: '8.12345' }, 'pension_employee_rate', M.rateInvalid],
      [{ rent_relief_cap: 'lots' }, 'rent_relief_cap', M.amountInvalid],
    ];
    for (const [over, field, message] of cases)
      expectFieldError(await admin.post(BASE, version(over)), field, message);
  });

  it('keeps a version in force for a confirmed month as it is, and takes a new one after it', async () => {
    const admin = await f.as('admin');
    await confirmMonth(2031, 3);
    const held = await byName('NTA 2030 review');
    expect(held.locked).toBe(true);
    const put = await admin.put(`${BASE}/${held.id}`, version({ nhf_rate: '3' }));
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(M.inForce);
    expect((await admin.delete(`${BASE}/${held.id}`)).statusCode).toBe(409);
    // A version from March 2031 would govern the confirmed March: refused; April is fine.
    expectFieldError(
      await admin.post(BASE, version({ effective_from: '2031-03-01' })),
      'effective_from',
      M.effectiveFromConfirmed,
    );
    const later = dataOf<StatutoryDeduction>(
      await admin.post(BASE, version({ name: 'April', effective_from: '2031-04-01' })),
      201,
    );
    expect(later.locked).toBe(false);
    // Nor may an open version move back over the confirmed month.
    const moved = await admin.put(
      `${BASE}/${later.id}`,
      version({ name: 'April', effective_from: '2031-02-01' }),
    );
    expectFieldError(moved, 'effective_from', M.effectiveFromConfirmed);
    const edited = await admin.put(
      `${BASE}/${later.id}`,
      version({ name: 'May', effective_from: '2031-05-01', nhis_rate: '1.75' }),
    );
    expect(edited.json()).toMatchObject({
      message: M.updated,
      data: { name: 'May', nhis_rate: '1.75', effective_from: '2031-05-01' },
    });
    expect(dataOf(await admin.delete(`${BASE}/${later.id}`))).toBeNull();
    expect((await admin.get(`${BASE}/${later.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${BASE}/${later.id}`, version())).statusCode).toBe(404);
  });

  it('never deletes the last version', async () => {
    const acme = await f.as('acmeAdmin');
    const [latest, first] = await versions('acmeAdmin');
    expect(dataOf(await acme.delete(`${BASE}/${first?.id}`))).toBeNull();
    const refused = await acme.delete(`${BASE}/${latest?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.lastVersion);
  });

  it('searches and pages the versions', async () => {
    const admin = await f.as('admin');
    const page = dataOf<ListPage<StatutoryDeduction>>(
      await admin.get(`${BASE}?search_query=pita&per_page=1`),
    );
    expect(page.total).toBe(1);
    expect(page.results.map((v) => v.regime)).toEqual(['pita']);
    const second = dataOf<ListPage<StatutoryDeduction>>(await admin.get(`${BASE}?perPage=1&page=2`));
    expect(second.results).toHaveLength(1);
  });

  it('reads and sets the NHF default for new employees, audited', async () => {
    const admin = await f.as('admin');
    expect(dataOf(await admin.get(`${BASE}/settings`))).toEqual({ nhf_default: true });
    const res = await admin.put(`${BASE}/settings`, { nhf_default: 'false' });
    expect(res.json()).toMatchObject({ message: M.settingsUpdated, data: { nhf_default: false } });
    expect(dataOf(await admin.get(`${BASE}/settings`))).toEqual({ nhf_default: false });
    expect(dataOf(await (await f.as('acmeAdmin')).get(`${BASE}/settings`))).toEqual({ nhf_default: true });
    expectFieldError(
      await admin.put(`${BASE}/settings`, { nhf_default: 'maybe' }),
      'nhf_default',
      M.flagInvalid,
    );
    expect((await (await f.as('employee')).get(`${BASE}/settings`)).statusCode).toBe(403);
    expect((await (await f.as('employee')).put(`${BASE}/settings`, { nhf_default: true })).statusCode).toBe(
      403,
    );
    const audited = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_logs
        WHERE entity = 'statutory deduction' AND action = 'update' AND description LIKE '%NHF%'`);
      return r.rows[0]?.n;
    });
    expect(audited).toBe(1);
  });
});
