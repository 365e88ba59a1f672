import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_PAYROLL_MESSAGES as M, type EmployeeDetail } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type Persona } from '../../../test/kit.ts';

const BASE = '/organization/employees';
const f = testFile();
let seq = 0;
const person = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Amaka',
    last_name: `Payroll${seq}`,
    email: `amaka.payroll${seq}@demo.example`,
    mobile_number: `234-80666${String(10000 + seq)}`,
    ...extra,
  };
};

async function create(extra: Record<string, unknown> = {}, as: Persona = 'admin') {
  return dataOf<EmployeeDetail>(await (await f.as(as)).post(BASE, person(extra)));
}

/** The 'employee payroll details' audit rows of one employee, oldest first. */
function payrollAudits(slug: string, id: number) {
  return f.inCompany(slug, async (tx) => {
    const r = await tx.execute<{ action: string; before: unknown; after: unknown }>(
      sql`SELECT action, before, after FROM audit_logs
          WHERE entity = 'employee payroll details' AND entity_id = ${String(id)} ORDER BY id`,
    );
    return r.rows;
  });
}

describe('the employee record’s payroll fields (issue 19)', () => {
  it('answers 0 rent and the company’s NHF default when a create sends none, and audits nothing', async () => {
    const e = await create();
    expect(e).toMatchObject({ annual_rent: '0.00', nhf_enabled: true, pension_pfa: null, tax_state: null });
    expect(await payrollAudits('demo', e.id)).toEqual([]);
    // The form sends every field, blank ones as null: nothing worth recording either.
    const blank = await create({ annual_rent: null, tax_state: '', rsa_pin: null, pension_pfa: null });
    expect(await payrollAudits('demo', blank.id)).toEqual([]);
    // Another company whose default is off: its new employees have no NHF unless the form says.
    await f.inCompany('acme', (tx) => tx.execute(sql`UPDATE companies SET nhf_default = false`));
    try {
      expect((await create({}, 'acmeAdmin')).nhf_enabled).toBe(false);
      expect((await create({ nhf_enabled: '1' }, 'acmeAdmin')).nhf_enabled).toBe(true);
    } finally {
      await f.inCompany('acme', (tx) => tx.execute(sql`UPDATE companies SET nhf_default = true`));
    }
  });

  it('stores rent in kobo, takes pension_pfa for the PFA, upper-cases the RSA PIN and reads it all back', async () => {
    const e = await create({
      annual_rent: '1,200,000.50',
      nhf_enabled: false,
      pension_pfa: 'ARM Pension Managers',
      rsa_pin: ' pen100200300400 ',
      tax_state: 'lagos',
    });
    expect(e).toMatchObject({
      annual_rent: '1200000.50',
      nhf_enabled: false,
      pension_pfa: 'ARM Pension Managers',
      pension_fund_administrator: 'ARM Pension Managers',
      rsa_pin: 'PEN100200300400',
      tax_state: 'Lagos',
    });
    expect(dataOf(await (await f.as('admin')).get(`${BASE}/${e.id}`))).toEqual(e);
    const kobo = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ k: string }>(
        sql`SELECT annual_rent_kobo AS k FROM employees WHERE id = ${e.id}`,
      );
      return Number(r.rows[0]?.k);
    });
    expect(kobo).toBe(120_000_050);
    expect(await payrollAudits('demo', e.id)).toEqual([
      {
        action: 'create',
        before: null,
        after: expect.objectContaining({
          annual_rent: '1200000.50',
          rsa_pin: 'PEN100200300400',
          tax_state: 'Lagos',
        }),
      },
    ]);
  });

  it('leaves absent fields alone on an edit, clears rent with null, and audits only what changed', async () => {
    const admin = await f.as('admin');
    const e = await create({
      annual_rent: 500000,
      tax_state: 'FCT',
      pension_fund_administrator: 'Stanbic IBTC',
    });
    const base = {
      first_name: e.first_name,
      last_name: e.last_name,
      email: e.email,
      mobile_number: e.mobile_number,
    };
    const edited = dataOf<EmployeeDetail>(await admin.put(`${BASE}/${e.id}`, { ...base, annual_rent: null }));
    expect(edited).toMatchObject({ annual_rent: '0.00', tax_state: 'FCT', pension_pfa: 'Stanbic IBTC' });
    // Both names: pension_pfa wins (ADR 48).
    const both = await admin.put(`${BASE}/${e.id}`, {
      ...base,
      pension_pfa: 'Leadway Pensure',
      pension_fund_administrator: 'Stanbic IBTC',
    });
    expect(dataOf<EmployeeDetail>(both)).toMatchObject({ pension_pfa: 'Leadway Pensure' });
    // A save that changes no payroll field writes no payroll audit row.
    dataOf(await admin.put(`${BASE}/${e.id}`, { ...base, address: '3 Broad Street' }));
    const audits = await payrollAudits('demo', e.id);
    expect(audits.slice(1)).toEqual([
      { action: 'update', before: { annual_rent: '500000.00' }, after: { annual_rent: '0.00' } },
      {
        action: 'update',
        before: { pension_pfa: 'Stanbic IBTC' },
        after: { pension_pfa: 'Leadway Pensure' },
      },
    ]);
  });

  it('answers each bad payroll field with its message and code, and writes nothing', async () => {
    const admin = await f.as('admin');
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ rsa_pin: 'PEN100' }, 'rsa_pin', M.rsaPinInvalid, 'rsaPinInvalid'],
      [{ rsa_pin: 12 }, 'rsa_pin', M.rsaPinInvalid, 'rsaPinInvalid'],
      [{ annual_rent: '-1' }, 'annual_rent', M.annualRentInvalid, 'annualRentInvalid'],
      [{ annual_rent: '10.555' }, 'annual_rent', M.annualRentInvalid, 'annualRentInvalid'],
      [{ nhf_enabled: 'maybe' }, 'nhf_enabled', M.nhfEnabledInvalid, 'nhfEnabledInvalid'],
      [{ tax_state: 'x'.repeat(61) }, 'tax_state', M.taxStateTooLong, 'taxStateTooLong'],
    ];
    for (const [extra, field, message, key] of cases) {
      const res = await admin.post(BASE, person(extra));
      expectFieldError(res, field, message);
      const errors = (res.json() as { errors: { field: string; code: string }[] }).errors;
      expect(errors.find((x) => x.field === field)?.code).toBe(`employee_payroll.${key}`);
    }
  });
});
