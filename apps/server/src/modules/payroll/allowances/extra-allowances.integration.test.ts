import { describe, expect, it } from 'vitest';
import { ALLOWANCE_MESSAGES as M, type ExtraAllowance } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { auditActions, confirmMonth } from './allowances.fixtures.ts';

const BASE = '/payroll/salarymanagement/settings/extraallowance';
const f = testFile();
const body = (over: Record<string, unknown> = {}) => ({
  name: '13th month',
  description: 'End of year',
  recurrence: 'one_off',
  amount: '50000',
  months: ['2026-12'],
  employee_ids: [1],
  ...over,
});

describe('extra allowances', () => {
  it('creates, reads, lists, edits and deletes one, with each employee’s own amount, audited', async () => {
    const admin = await f.as('admin');
    const [a, b] = await Promise.all([make.employee(admin), make.employee(admin)]);
    const res = await admin.post(BASE, body({ employee_ids: [a.id, String(b.id)] }));
    const made = dataOf<ExtraAllowance>(res, 201);
    expect(res.json().message).toBe(M.extraCreated);
    expect(made).toMatchObject({
      name: '13th month',
      recurrence: 'one_off',
      amount: '50000.00',
      is_taxable: true,
      is_pensionable: false,
      months: ['2026-12'],
      employees_count: 2,
    });
    expect([...(made.employee_ids ?? [])].sort()).toEqual([a.id, b.id].sort());
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
    const page = dataOf<{ results: ExtraAllowance[] }>(await admin.get(`${BASE}?search_query=13th`));
    expect(page.results.map((r) => r.id)).toContain(made.id);

    const edited = dataOf<ExtraAllowance>(
      await admin.put(`${BASE}/${made.id}`, {
        ...body({ name: 'Arrears', recurrence: 'Recurring', is_pensionable: true }),
        months: ['2026-05', '2026-04'],
        employee_ids: undefined,
        employees: [{ employee_id: a.id, amount: '1250.75' }, { employee_id: b.id }],
      }),
    );
    expect(edited).toMatchObject({
      name: 'Arrears',
      recurrence: 'recurring',
      months: ['2026-04', '2026-05'],
    });
    expect(edited.employees?.map((e) => [e.employee_id, e.amount])).toEqual(
      expect.arrayContaining([
        [a.id, '1250.75'],
        [b.id, null],
      ]),
    );
    expect((await admin.delete(`${BASE}/${made.id}`)).json()).toMatchObject({ message: M.extraDeleted });
    expect((await admin.get(`${BASE}/${made.id}`)).json()).toMatchObject({ message: M.extraNotFound });
    const companyId = await f.companyId('demo');
    expect(await auditActions(f.t, companyId, 'extra allowance', made.id)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it.each([
    [{ name: ' ' }, 'name', M.nameRequired],
    [{ amount: undefined }, 'amount', M.amountRequired],
    [{ amount: '0' }, 'amount', M.amountPositive],
    [{ recurrence: 'weekly' }, 'recurrence', M.recurrenceInvalid],
    [{ months: undefined }, 'months', M.monthsRequired],
    [{ months: [] }, 'months', M.monthsRequired],
    [{ months: ['December'] }, 'months.0', M.monthInvalid],
    [{ months: ['2026-01', '2026-02'] }, 'months', M.oneOffOneMonth],
    [{ recurrence: 'recurring', months: ['2026-01', '2026-01'] }, 'months', M.monthRepeated],
    [{ employee_ids: [] }, 'employee_ids', M.employeesRequired],
    [{ employee_ids: [2, 2] }, 'employee_ids', M.employeeRepeated],
    [{ employee_ids: ['x'] }, 'employee_ids.0', M.employeesInvalid],
    [{ employees: [{ employee_id: 1, amount: '-1' }] }, 'employees.0.amount', M.amountRequired],
    [{ employee_ids: [99_999_999] }, 'employee_ids', M.employeesInvalid],
  ])('answers 422 per field for %j', async (over, field, message) => {
    expectFieldError(await (await f.as('admin')).post(BASE, body(over)), field, message);
  });

  it('refuses to add, change or remove a month confirmed for an employee, and to delete what was paid', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const [a, b] = await Promise.all([make.employee(admin), make.employee(admin)]);
    await confirmMonth(f.t, companyId, a.id, '2026-03');
    const locked = await admin.post(
      BASE,
      body({ recurrence: 'recurring', months: ['2026-03', '2026-04'], employee_ids: [a.id, b.id] }),
    );
    const name = `${a.first_name} ${a.last_name}`;
    expectFieldError(locked, 'months', M.monthConfirmed('2026-03', name));

    const open = { recurrence: 'recurring', months: ['2026-04', '2026-05'], employee_ids: [a.id, b.id] };
    const made = dataOf<ExtraAllowance>(await admin.post(BASE, body(open)), 201);
    await confirmMonth(f.t, companyId, a.id, '2026-04');
    const url = `${BASE}/${made.id}`;
    // Another amount, or dropping the month, changes what a paid for April.
    const april = M.monthConfirmed('2026-04', name);
    expectFieldError(await admin.put(url, body({ ...open, amount: '60000' })), 'months', april);
    expectFieldError(await admin.put(url, body({ ...open, months: ['2026-05'] })), 'months', april);
    expectFieldError(await admin.put(url, body({ ...open, employee_ids: [b.id] })), 'months', april);
    // A new name, another employee, or a later month leave April as it was paid.
    const renamed = await admin.put(url, body({ ...open, name: 'Arrears', months: ['2026-04', '2026-06'] }));
    expect(dataOf<ExtraAllowance>(renamed).months).toEqual(['2026-04', '2026-06']);
    const res = await admin.delete(url);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.extraPaid });
  });

  it('needs view salary management to read and manage salary settings to change', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.post(BASE, body())).statusCode).toBe(403);
  });
});
