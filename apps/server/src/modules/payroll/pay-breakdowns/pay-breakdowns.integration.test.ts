import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAY_BREAKDOWN_MESSAGES as M,
  PAY_BREAKDOWN_RULE_MESSAGES as R,
  type PayBreakdown,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';

const BASE = '/payroll/salarymanagement/settings/pay-breakdown';
const f = testFile();
let made = 0;

const body = (over: Record<string, unknown> = {}) => ({
  allowance_name: `Item ${(made += 1)}`,
  code: `ITEM_${made}`,
  component_type: 'other',
  calculation_type: 'fixed',
  amount: '15000.50',
  is_pensionable: false,
  is_taxable: true,
  ...over,
});

async function create(c: TestClient, over: Record<string, unknown> = {}): Promise<PayBreakdown> {
  return dataOf<PayBreakdown>(await c.post(BASE, body(over)), 201);
}

describe('pay breakdown', () => {
  it('answers the whole list as an array without paging, as the work rate form reads it', async () => {
    const res = await (await f.as('admin')).get(BASE);
    expect(res.json()).toMatchObject({
      message: M.listed,
      data: [
        {
          code: 'BASIC',
          allowance_name: 'Basic',
          component_type: 'basic',
          percentage: '40.00',
          is_pensionable: true,
        },
        { code: 'HOUSING', percentage: '30.00', calculation_type: 'percentage', amount: null, formula: null },
        { code: 'TRANSPORT', percentage: '20.00', component_type: 'transport' },
        { code: 'UTILITY', percentage: '10.00', is_pensionable: false, is_taxable: true },
      ],
    });
  });

  it('pages with page, perPage or per_page and searches the name or the code', async () => {
    const admin = await f.as('admin');
    for (const name of ['Paged A', 'Paged B', 'Paged C']) await create(admin, { allowance_name: name });
    const page = dataOf<{ results: PayBreakdown[]; total: number }>(
      await admin.get(`${BASE}?search_query=paged&perPage=2&page=2`),
    );
    expect(page).toMatchObject({ total: 3, results: [{ allowance_name: 'Paged C' }] });
    const snake = dataOf<{ results: PayBreakdown[] }>(
      await admin.get(`${BASE}?search_query=paged&per_page=1`),
    );
    expect(snake.results.map((r) => r.allowance_name)).toEqual(['Paged A']);
    const byCode = dataOf<{ total: number }>(await admin.get(`${BASE}?search_query=transport&page=1`));
    expect(byCode.total).toBe(1);
    const unpaged = dataOf<PayBreakdown[]>(await admin.get(`${BASE}?search_query=paged`));
    expect(unpaged.map((r) => r.allowance_name)).toEqual(['Paged A', 'Paged B', 'Paged C']);
    expect(dataOf<{ total: number }>(await admin.get(`${BASE}?search_query=%25_&page=1`)).total).toBe(0);
  });

  it('creates a fixed item in kobo, answers naira text, reads it back, and audits the write', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, body({ allowance_name: 'Meal', code: ' meal ', amount: 15000.5 }));
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data as PayBreakdown;
    expect(res.json().message).toBe(M.created);
    expect(item).toMatchObject({
      allowance_name: 'Meal',
      code: 'MEAL',
      calculation_type: 'fixed',
      amount: '15000.50',
      percentage: null,
      formula: null,
    });
    const stored = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ k: string | number; entity: string }>(sql`
        SELECT b.amount_kobo AS k, (SELECT entity FROM audit_logs WHERE entity_id = ${String(item.id)}
          AND entity = 'pay breakdown' AND action = 'create') AS entity
        FROM pay_breakdowns b WHERE b.id = ${item.id}`);
      return r.rows[0];
    });
    expect(Number(stored?.k)).toBe(1_500_050);
    expect(stored?.entity).toBe('pay breakdown');
    expect(dataOf(await admin.get(`${BASE}/${item.id}`))).toEqual(item);
  });

  it('switches the fields by calculation type and keeps only the one that applies', async () => {
    const admin = await f.as('admin');
    const item = await create(admin);
    const pct = await admin.put(`${BASE}/${item.id}`, {
      ...body({ allowance_name: item.allowance_name, code: item.code }),
      calculation_type: 'percentage',
      percentage: '12.5',
      formula: 'ignored',
    });
    expect(dataOf<PayBreakdown>(pct)).toMatchObject({ percentage: '12.50', amount: null, formula: null });
    const formula = await admin.put(`${BASE}/${item.id}`, {
      allowance_name: item.allowance_name,
      code: item.code,
      formula: ' min(BASIC * 0.1, 50000) ',
      is_taxable: 'false',
      is_pensionable: 1,
    });
    expect(dataOf<PayBreakdown>(formula)).toMatchObject({
      calculation_type: 'formula',
      formula: 'min(BASIC * 0.1, 50000)',
      percentage: null,
      is_taxable: false,
      is_pensionable: true,
      component_type: 'other',
      position: item.position,
    });
  });

  it.each([
    [{ allowance_name: ' ' }, 'allowance_name', M.nameRequired],
    [{ allowance_name: undefined }, 'allowance_name', M.nameRequired],
    [{ code: undefined }, 'code', M.codeRequired],
    [{ code: '9LIVES' }, 'code', M.codeInvalid],
    [{ code: 'HAS SPACE' }, 'code', M.codeInvalid],
    [{ code: 'monthly_salary' }, 'code', M.codeReserved],
    [{ code: 'Round' }, 'code', M.codeReserved],
    [{ component_type: 'bonus' }, 'component_type', M.componentTypeInvalid],
    [{ calculation_type: undefined, amount: undefined }, 'calculation_type', M.calculationTypeRequired],
    [{ calculation_type: 'guess' }, 'calculation_type', M.calculationTypeRequired],
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: '-5' }, 'amount', M.amountInvalid],
    [{ amount: '1.005' }, 'amount', M.amountInvalid],
    [{ calculation_type: 'percentage' }, 'percentage', M.percentageRequired],
    [{ calculation_type: 'percentage', percentage: '100.01' }, 'percentage', M.percentageInvalid],
    [{ calculation_type: 'percentage', percentage: 'ten' }, 'percentage', M.percentageInvalid],
    [{ calculation_type: 'formula' }, 'formula', M.formulaRequired],
    [{ calculation_type: 'formula', formula: 'x'.repeat(501) }, 'formula', M.formulaTooLong],
    [{ is_taxable: 'maybe' }, 'is_taxable', M.flagInvalid],
    [{ position: -1 }, 'position', M.positionInvalid],
  ])('refuses %j with its message on its field', async (change, field, message) => {
    expectFieldError(await (await f.as('admin')).post(BASE, body(change)), field, message);
  });

  it('refuses a second item of the same name or code, whatever the case', async () => {
    const admin = await f.as('admin');
    const item = await create(admin);
    expectFieldError(
      await admin.post(BASE, body({ allowance_name: ` ${item.allowance_name.toUpperCase()} ` })),
      'allowance_name',
      M.nameTaken,
    );
    expectFieldError(await admin.post(BASE, body({ code: item.code.toLowerCase() })), 'code', M.codeTaken);
  });

  it('checks a formula against every item: syntax, unknown names, JavaScript and cycles', async () => {
    const admin = await f.as('admin');
    const formula = (code: string, text: string) =>
      body({ code, calculation_type: 'formula', formula: text });
    for (const [text, message] of [
      ['BASIC *', R.formulaSyntax('BAD', '8')],
      ['BONUS + 1', R.formulaUnknownName('BAD', 'BONUS')],
      ['BASIC.constructor', R.formulaMember('BAD')],
      ['__proto__', R.formulaUnknownName('BAD', '__PROTO__')],
      ['BAD + 1', R.formulaCycle('BAD', 'BAD → BAD')],
    ] as const) {
      expectFieldError(await admin.post(BASE, formula('BAD', text)), 'formula', message);
    }
    const first = await create(admin, { code: 'CYCLE_A', calculation_type: 'formula', formula: 'BASIC / 2' });
    await create(admin, { code: 'CYCLE_B', calculation_type: 'formula', formula: 'CYCLE_A * 2' });
    const res = await admin.put(`${BASE}/${first.id}`, {
      ...body({ allowance_name: first.allowance_name, code: 'CYCLE_A' }),
      calculation_type: 'formula',
      formula: 'CYCLE_B + 1',
    });
    expectFieldError(res, 'formula', R.formulaCycle('CYCLE_A', 'CYCLE_A → CYCLE_B → CYCLE_A'));
    expect(dataOf<PayBreakdown>(await admin.get(`${BASE}/${first.id}`)).formula).toBe('BASIC / 2');
  });

  it('refuses a change that breaks another item’s formula, on the field it changed', async () => {
    const admin = await f.as('admin');
    const base = await create(admin, { code: 'BASE_PAY', amount: '1000' });
    await create(admin, { code: 'HALF', calculation_type: 'formula', formula: 'monthly_salary / BASE_PAY' });
    const renamed = await admin.put(
      `${BASE}/${base.id}`,
      body({ allowance_name: base.allowance_name, code: 'BASE_2', amount: '1000' }),
    );
    expectFieldError(renamed, 'code', R.formulaBreaks('BASE_PAY', 'HALF'));
    const zero = await admin.put(
      `${BASE}/${base.id}`,
      body({ allowance_name: base.allowance_name, code: 'BASE_PAY', amount: '0' }),
    );
    expectFieldError(zero, 'amount', R.formulaBreaks('BASE_PAY', 'HALF'));
  });

  it('refuses to delete an item a package, a work rate or a formula uses, and deletes a free one', async () => {
    const admin = await f.as('admin');
    const free = await create(admin);
    expect((await admin.delete(`${BASE}/${free.id}`)).json()).toMatchObject({
      message: M.deleted,
      data: null,
    });
    expect((await admin.get(`${BASE}/${free.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${free.id}`)).statusCode).toBe(404);

    const paid = await create(admin);
    await f.inCompany('demo', async (tx) => {
      const companyId = await f.companyId('demo');
      const p = await tx.execute<{
        id: number;
      }>(sql`INSERT INTO pay_packages (company_id, package_name, monthly_salary_kobo)
        VALUES (${companyId}, 'Deletion guard', 10000000) RETURNING id`);
      await tx.execute(sql`INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id)
        VALUES (${companyId}, ${p.rows[0]?.id}, ${paid.id})`);
    });
    const refused = await admin.delete(`${BASE}/${paid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.usedByPackages('Deletion guard'));

    const based = await create(admin);
    await make.workRate(admin, {
      group_name: 'Guarded rate',
      use_custom_charge: false,
      custom_charge: undefined,
      payroll_charges: [based.id],
    });
    expect((await admin.delete(`${BASE}/${based.id}`)).json().message).toBe(
      R.usedByWorkRates('Guarded rate'),
    );

    const read = await create(admin, { code: 'READ_ME' });
    await create(admin, { code: 'READER', calculation_type: 'formula', formula: 'read_me * 2' });
    expect((await admin.delete(`${BASE}/${read.id}`)).json().message).toBe(R.usedByFormulas('READER'));
    expect((await admin.get(`${BASE}/${read.id}`)).statusCode).toBe(200);
  });

  it('lets payroll’s and overtime’s people read, and only manage salary settings write (403)', async () => {
    const item = await create(await f.as('admin'));
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}?page=1`)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/${item.id}`)).statusCode).toBe(403);
    expect((await employee.post(BASE, body())).statusCode).toBe(403);
    expect((await employee.put(`${BASE}/${item.id}`, body())).statusCode).toBe(403);
    expect((await employee.delete(`${BASE}/${item.id}`)).statusCode).toBe(403);
  });

  it('answers 404 for another company’s item, whatever the call', async () => {
    const item = await create(await f.as('admin'), { allowance_name: 'Demo only item' });
    const acme = await f.as('acmeAdmin');
    expect((await acme.get(`${BASE}/${item.id}`)).statusCode).toBe(404);
    expect((await acme.put(`${BASE}/${item.id}`, body())).statusCode).toBe(404);
    expect((await acme.delete(`${BASE}/${item.id}`)).statusCode).toBe(404);
    expect(dataOf<PayBreakdown[]>(await acme.get(`${BASE}?search_query=Demo only item`))).toEqual([]);
  });
});
