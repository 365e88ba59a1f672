import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OVERTIME_SETTINGS_MESSAGES as M, PAY_BREAKDOWN_MESSAGES, type WorkRate } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';

const BASE = '/attendance/overtime/settings/workrates';
const PAY_BREAKDOWN = '/payroll/salarymanagement/settings/pay-breakdown';
const f = testFile();
const custom = {
  group_name: 'Standard',
  use_custom_charge: true,
  custom_charge: '220000',
  monthly_workdays: [
    { month_id: 3, days: 22 },
    { month_id: 2, days: '20' },
    { month_id: 4, days: 0 },
  ],
};

async function payBreakdownIds(slug: 'admin' | 'acmeAdmin' = 'admin'): Promise<Record<string, number>> {
  const items = dataOf<{ id: number; allowance_name: string }[]>(await (await f.as(slug)).get(PAY_BREAKDOWN));
  return Object.fromEntries(items.map((i) => [i.allowance_name, i.id]));
}

describe('work rates', () => {
  it('lists the company’s pay breakdown, Nigerian defaults first, for the form', async () => {
    const res = await (await f.as('admin')).get(PAY_BREAKDOWN);
    expect(res.json()).toMatchObject({
      message: PAY_BREAKDOWN_MESSAGES.listed,
      data: [
        { allowance_name: 'Basic', percentage: '40.00' },
        { allowance_name: 'Housing', percentage: '30.00' },
        { allowance_name: 'Transport', percentage: '20.00' },
        { allowance_name: 'Utility', percentage: '10.00' },
      ],
    });
    expect((await (await f.as('employee')).get(PAY_BREAKDOWN)).statusCode).toBe(403);
  });

  it('creates a custom rate in kobo, reads it back in naira, and leaves out months with 0 days', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, custom);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as WorkRate;
    const months = [
      { month_id: 2, days: 20 },
      { month_id: 3, days: 22 },
    ];
    expect(res.json().message).toBe(M.workRateCreated);
    expect(made).toMatchObject({
      group_name: 'Standard',
      use_custom_charge: true,
      custom_charge: 220_000,
      monthly_salary: 220_000,
      payroll_charges: [],
      pay_breakdowns: [],
      workrateables: months,
      monthly_workdays: months,
      employees_count: 0,
    });
    const kobo = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ k: string | number }>(
        sql`SELECT custom_charge_kobo AS k FROM overtime_work_rates WHERE id = ${made.id}`,
      );
      return Number(r.rows[0]?.k);
    });
    expect(kobo).toBe(22_000_000);
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
  });

  it('switches a rate to pay breakdown items, shown by allowance_name, and takes the form’s names', async () => {
    const admin = await f.as('admin');
    const ids = await payBreakdownIds();
    const rate = await make.workRate(admin);
    const res = await admin.put(`${BASE}/${rate.id}`, {
      group_name: rate.group_name,
      use_custom_charge: 0,
      custom_charge: 'ignored when not custom',
      payroll_charges: [ids.Housing, String(ids.Basic)],
      workrateables: [{ month_id: 12, days: 31 }],
    });
    expect(res.json()).toMatchObject({
      message: M.workRateUpdated,
      data: {
        use_custom_charge: false,
        custom_charge: null,
        payroll_charges: [ids.Basic, ids.Housing],
        pay_breakdowns: [
          { id: ids.Basic, allowance_name: 'Basic' },
          { id: ids.Housing, allowance_name: 'Housing' },
        ],
        workrateables: [{ month_id: 12, days: 31 }],
      },
    });
    const salary = await admin.put(`${BASE}/${rate.id}`, {
      ...custom,
      group_name: rate.group_name,
      custom_charge: undefined,
      monthly_salary: 150000,
      use_custom_charge: '1',
    });
    expect(dataOf<WorkRate>(salary)).toMatchObject({ custom_charge: 150_000, payroll_charges: [] });
  });

  it('lists with paging (perPage or per_page) and searches the group name', async () => {
    const admin = await f.as('admin');
    for (const name of ['Paged rate A', 'Paged rate B', 'Paged rate C'])
      await make.workRate(admin, { group_name: name });
    const page = dataOf<{ results: WorkRate[]; total: number }>(
      await admin.get(`${BASE}?search_query=paged rate&perPage=2&page=2`),
    );
    expect(page.total).toBe(3);
    expect(page.results.map((r) => r.group_name)).toEqual(['Paged rate C']);
    const snake = dataOf<{ results: WorkRate[] }>(await admin.get(`${BASE}?search_query=paged&per_page=1`));
    expect(snake.results.map((r) => r.group_name)).toEqual(['Paged rate A']);
    expect(dataOf<{ total: number }>(await admin.get(`${BASE}?search_query=nothing like it`)).total).toBe(0);
  });

  it('deletes a rate and its assignments', async () => {
    const admin = await f.as('admin');
    const rate = await make.workRate(admin);
    const who = await make.employee(admin);
    await admin.post(`${BASE}/${rate.id}/assign-employees-to-workrate`, {
      category_type: 'employee',
      assign_category_type_ids: [who.id],
    });
    const gone = await admin.delete(`${BASE}/${rate.id}`);
    expect(gone.json()).toMatchObject({ message: M.workRateDeleted, data: null });
    expect((await admin.get(`${BASE}/${rate.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${rate.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ group_name: ' ' }, 'group_name', M.groupNameRequired],
    [{ group_name: undefined }, 'group_name', M.groupNameRequired],
    [{ custom_charge: '' }, 'custom_charge', M.monthlySalaryRequired],
    [{ custom_charge: '12.50' }, 'custom_charge', M.monthlySalaryRequired],
    [{ custom_charge: '1,000' }, 'custom_charge', M.monthlySalaryRequired],
    [{ custom_charge: -5 }, 'custom_charge', M.monthlySalaryRequired],
    [{ custom_charge: '90000000001' }, 'custom_charge', M.monthlySalaryTooLarge],
    [{ use_custom_charge: false }, 'payroll_charges', M.payBreakdownRequired],
    [{ use_custom_charge: false, payroll_charges: [] }, 'payroll_charges', M.payBreakdownRequired],
    [{ use_custom_charge: false, payroll_charges: [987_654_321] }, 'payroll_charges', M.payBreakdownInvalid],
    [{ monthly_workdays: [{ month_id: 2, days: 30 }] }, 'monthly_workdays.0.days', M.monthDaysInvalid(29)],
    [{ monthly_workdays: [{ month_id: 9, days: 31 }] }, 'monthly_workdays.0.days', M.monthDaysInvalid(30)],
    [{ monthly_workdays: [{ month_id: 1, days: -1 }] }, 'monthly_workdays.0.days', M.monthDaysInvalid(31)],
    [{ monthly_workdays: [{ month_id: 13, days: 1 }] }, 'monthly_workdays.0.month_id', M.monthInvalid],
    [{ monthly_workdays: [{ month_id: 1, days: 0 }] }, 'monthly_workdays', M.monthlyWorkdaysRequired],
    [{ monthly_workdays: [] }, 'monthly_workdays', M.monthlyWorkdaysRequired],
    [{ monthly_workdays: undefined }, 'monthly_workdays', M.monthlyWorkdaysRequired],
    [
      {
        monthly_workdays: [
          { month_id: 1, days: 5 },
          { month_id: 1, days: 6 },
        ],
      },
      'monthly_workdays.1.month_id',
      M.monthRepeated,
    ],
  ])('refuses %j with the spec’s message on its field', async (change, field, message) => {
    const res = await (await f.as('admin')).post(BASE, { ...custom, group_name: 'Refused', ...change });
    expectFieldError(res, field, message);
  });

  it('refuses another company’s pay breakdown items and a second rate of the same name', async () => {
    const admin = await f.as('admin');
    const acme = await payBreakdownIds('acmeAdmin');
    const res = await admin.post(BASE, {
      ...custom,
      use_custom_charge: false,
      payroll_charges: [acme.Basic],
    });
    expectFieldError(res, 'payroll_charges', M.payBreakdownInvalid);
    await make.workRate(admin, { group_name: 'Twice named' });
    expectFieldError(
      await admin.post(BASE, { ...custom, group_name: ' TWICE NAMED ' }),
      'group_name',
      M.workRateNameTaken,
    );
  });

  it('needs view overtimes to read and manage overtime settings to change (403)', async () => {
    const rate = await make.workRate(await f.as('admin'));
    const employee = await f.as('employee');
    const assign = { category_type: 'employee', assign_category_type_ids: [1] };
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/${rate.id}`)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/${rate.id}/assignables`)).statusCode).toBe(403);
    expect((await employee.post(BASE, custom)).statusCode).toBe(403);
    expect((await employee.put(`${BASE}/${rate.id}`, custom)).statusCode).toBe(403);
    expect((await employee.delete(`${BASE}/${rate.id}`)).statusCode).toBe(403);
    expect((await employee.post(`${BASE}/${rate.id}/assign-employees-to-workrate`, assign)).statusCode).toBe(
      403,
    );
    expect((await employee.post(`${BASE}/${rate.id}/assign-employees-to-work-rate`, assign)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for another company’s rate, whatever the call', async () => {
    const rate = await make.workRate(await f.as('admin'), { group_name: 'Demo only rate' });
    const acme = await f.as('acmeAdmin');
    const assign = { category_type: 'employee', unassign_category_type_ids: [1] };
    expect((await acme.get(`${BASE}/${rate.id}`)).statusCode).toBe(404);
    expect((await acme.put(`${BASE}/${rate.id}`, custom)).statusCode).toBe(404);
    expect((await acme.delete(`${BASE}/${rate.id}`)).statusCode).toBe(404);
    expect((await acme.get(`${BASE}/${rate.id}/assignables`)).statusCode).toBe(404);
    expect((await acme.post(`${BASE}/${rate.id}/assign-employees-to-workrate`, assign)).statusCode).toBe(404);
    expect((await acme.post(`${BASE}/${rate.id}/assign-employees-to-work-rate`, assign)).statusCode).toBe(
      404,
    );
    expect(dataOf<{ total: number }>(await acme.get(`${BASE}?search_query=Demo only rate`)).total).toBe(0);
  });
});
