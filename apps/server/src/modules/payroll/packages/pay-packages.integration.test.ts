import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAY_PACKAGE_MESSAGES as M, type PayPackage, type PayPackageDetail } from '@clockroom/contracts';
import { createdWith, dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { breakdownIds, packageMaker, PAY_PACKAGES as BASE } from './pay-packages.fixtures.ts';

const f = testFile();

const createPackage = packageMaker('Package', 250000);

describe('pay packages', () => {
  it('creates a package with every pay breakdown item by default, naira in and naira text out', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, {
      package_name: 'Officer grade',
      description: 'Entry level',
      monthly_salary: '250000',
    });
    const made = createdWith<PayPackageDetail>(res, M.created);
    expect(made).toMatchObject({
      package_name: 'Officer grade',
      description: 'Entry level',
      monthly_salary: '250000.00',
      employees_count: 0,
      pay_breakdowns_count: 4,
      employees: [],
    });
    expect(made.pay_breakdowns.map((i) => [i.code, i.calculation_type, i.percentage, i.amount])).toEqual([
      ['BASIC', 'percentage', '40.00', null],
      ['HOUSING', 'percentage', '30.00', null],
      ['TRANSPORT', 'percentage', '20.00', null],
      ['UTILITY', 'percentage', '10.00', null],
    ]);
    const kobo = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ k: string | number }>(
        sql`SELECT monthly_salary_kobo AS k FROM pay_packages WHERE id = ${made.id}`,
      );
      return Number(r.rows[0]?.k);
    });
    expect(kobo).toBe(25_000_000);
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
  });

  it('keeps chosen items with their override amounts, and keeps them when an update leaves them out', async () => {
    const admin = await f.as('admin');
    const ids = await breakdownIds(f);
    const made = await createPackage(admin, {
      monthly_salary: '100000.50',
      pay_breakdowns: [
        { pay_breakdown_id: ids.BASIC },
        { pay_breakdown_id: String(ids.TRANSPORT), amount: '15000.25' },
      ],
    });
    expect(made.monthly_salary).toBe('100000.50');
    expect(made.pay_breakdowns.map((i) => [i.code, i.amount])).toEqual([
      ['BASIC', null],
      ['TRANSPORT', '15000.25'],
    ]);
    const res = await admin.put(`${BASE}/${made.id}`, {
      package_name: made.package_name,
      monthly_salary: 120000,
    });
    expect(res.json().message).toBe(M.updated);
    const updated = dataOf<PayPackageDetail>(res);
    expect(updated.monthly_salary).toBe('120000.00');
    expect(updated.pay_breakdowns.map((i) => i.code)).toEqual(['BASIC', 'TRANSPORT']);
    const replaced = dataOf<PayPackageDetail>(
      await admin.put(`${BASE}/${made.id}`, {
        package_name: 'Renamed package',
        description: '',
        monthly_salary: 120000,
        pay_breakdowns: [{ pay_breakdown_id: ids.UTILITY, amount: 500 }],
      }),
    );
    expect(replaced).toMatchObject({
      package_name: 'Renamed package',
      description: null,
      pay_breakdowns_count: 1,
    });
    expect(replaced.pay_breakdowns).toMatchObject([{ code: 'UTILITY', amount: '500.00' }]);
  });

  it('answers each bad field with a 422 of its own, with the code its French is found by', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, { package_name: '', monthly_salary: 'lots', pay_breakdowns: [] });
    expectFieldError(res, 'package_name', M.nameRequired);
    expectFieldError(res, 'monthly_salary', M.monthlySalaryInvalid);
    expectFieldError(res, 'pay_breakdowns', M.payBreakdownRequired);
    expectFieldError(
      await admin.post(BASE, { package_name: 'No salary' }),
      'monthly_salary',
      M.monthlySalaryRequired,
    );
    const acmeItems = await breakdownIds(f, 'acme');
    expectFieldError(
      await admin.post(BASE, {
        package_name: 'Foreign items',
        monthly_salary: 1000,
        pay_breakdowns: [{ pay_breakdown_id: acmeItems.BASIC }],
      }),
      'pay_breakdowns',
      M.payBreakdownInvalid,
    );
    const taken = await createPackage(admin);
    const clash = await admin.post(BASE, {
      package_name: ` ${taken.package_name.toUpperCase()} `,
      monthly_salary: 1,
    });
    expectFieldError(clash, 'package_name', M.nameTaken);
    // The code the web translates (French beside the English in contracts, ADR 32).
    const coded = await admin.post(BASE, { package_name: 'x' });
    expect(coded.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'pay_packages.monthlySalaryRequired' })]),
    );
  });

  it('lists with paging (perPage or per_page), searches the name and counts the employees on each', async () => {
    const admin = await f.as('admin');
    const a = await createPackage(admin, { package_name: 'Paged package A' });
    await createPackage(admin, { package_name: 'Paged package B' });
    await createPackage(admin, { package_name: 'Paged package C' });
    const who = await make.employee(admin);
    dataOf(
      await admin.put(`${BASE}/${a.id}/assign`, {
        assignments: [{ employee_id: who.id, payPackageId: a.id }],
      }),
    );
    const page = dataOf<{ results: PayPackage[]; total: number }>(
      await admin.get(`${BASE}?search_query=paged package&perPage=2&page=1`),
    );
    expect(page.total).toBe(3);
    expect(page.results.map((r) => [r.package_name, r.employees_count])).toEqual([
      ['Paged package A', 1],
      ['Paged package B', 0],
    ]);
    const snake = dataOf<{ results: PayPackage[] }>(
      await admin.get(`${BASE}?search_query=paged&per_page=1&page=3`),
    );
    expect(snake.results.map((r) => r.package_name)).toEqual(['Paged package C']);
    expect(dataOf<{ total: number }>(await admin.get(`${BASE}?search_query=nothing like it`)).total).toBe(0);
  });

  it('refuses to delete a package while employees are on it, then deletes it and audits every write', async () => {
    const admin = await f.as('admin');
    const made = await createPackage(admin);
    const who = await make.employee(admin);
    dataOf(await admin.put(`${BASE}/${made.id}/assign`, { assignments: [{ employee_id: who.id }] }));
    const refused = await admin.delete(`${BASE}/${made.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.inUse(1));
    dataOf(await admin.put(`${BASE}/${made.id}/un-assign`, { assignments: [{ employee_id: who.id }] }));
    const res = await admin.delete(`${BASE}/${made.id}`);
    expect(res.json()).toMatchObject({ message: M.deleted, data: null });
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    const audits = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ action: string; entity: string }>(sql`
        SELECT action, entity FROM audit_logs WHERE entity_id = ${String(made.id)}
          AND entity IN ('pay package', 'pay package assignment') ORDER BY id`);
      return r.rows.map((row) => `${row.action} ${row.entity}`);
    });
    expect(audits).toEqual([
      'create pay package',
      'update pay package assignment',
      'update pay package assignment',
      'delete pay package',
    ]);
  });

  it('needs its permissions, and answers 404 for an id that is not there', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.post(BASE, { package_name: 'x', monthly_salary: 1 })).statusCode).toBe(403);
    const admin = await f.as('admin');
    expect((await admin.get(`${BASE}/999999`)).json().message).toBe(M.notFound);
    expect((await admin.put(`${BASE}/999999`, { package_name: 'x', monthly_salary: 1 })).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`${BASE}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/abc`)).statusCode).toBe(422);
  });
});
