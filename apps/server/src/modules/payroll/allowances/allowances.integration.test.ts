import { describe, expect, it } from 'vitest';
import { ALLOWANCE_MESSAGES as M, type Allowance, type MyAllowances } from '@clockroom/contracts';
import { createdWith, dataOf, employeeIdOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { auditActions } from './allowances.fixtures.ts';

const BASE = '/payroll/salarymanagement/settings/allowance';
const f = testFile();
let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  name: `Hazard pay ${(n += 1)}`,
  description: 'For field work',
  amount: '15000.50',
  is_taxable: 1,
  is_pensionable: 0,
  ...over,
});

describe('recurring allowances', () => {
  it('creates one with its holders, reads, lists, edits, assigns, unassigns and deletes it, audited', async () => {
    const admin = await f.as('admin');
    const [a, b, c] = await Promise.all([make.employee(admin), make.employee(admin), make.employee(admin)]);
    const res = await admin.post(BASE, {
      ...body({ name: 'Hazard pay', code: 'hazard' }),
      claimable: 'true',
      employees: [
        { employee_id: a.id, from_month: '2026-01', to_month: '2026-03', amount: '20000' },
        { employee_id: String(b.id), from_month: '2026-03-15' },
      ],
    });
    const made = createdWith<Allowance>(res, M.created);
    expect(made).toMatchObject({
      name: 'Hazard pay',
      code: 'HAZARD',
      description: 'For field work',
      calculation_type: 'fixed',
      amount: '15000.50',
      is_taxable: true,
      is_pensionable: false,
      claimable: true,
      active: true,
      employees_count: 2,
    });
    expect(made.employees?.map((e) => [e.employee_id, e.amount, e.from_month, e.to_month])).toEqual(
      expect.arrayContaining([
        [a.id, '20000.00', '2026-01', '2026-03'],
        [b.id, null, '2026-03', null],
      ]),
    );
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
    const listed = dataOf<{ results: Allowance[]; total: number }>(
      await admin.get(`${BASE}?search_query=HAZARD`),
    );
    expect(listed.results.map((r) => r.id)).toContain(made.id);
    expect(listed.results.find((r) => r.id === made.id)?.employees).toBeUndefined();

    // A PUT without employees keeps them; with them, replaces them.
    const kept = dataOf<Allowance>(
      await admin.put(`${BASE}/${made.id}`, body({ name: 'Hazard', amount: 100 })),
    );
    expect(kept).toMatchObject({ name: 'Hazard', code: 'HAZARD', amount: '100.00', employees_count: 2 });
    const replaced = dataOf<Allowance>(
      await admin.put(`${BASE}/${made.id}`, {
        ...body({ name: 'Hazard', code: 'HAZARD' }),
        employees: [{ employee_id: b.id, from_month: '2026-04' }],
      }),
    );
    expect(replaced.employees?.map((e) => [e.employee_id, e.from_month])).toEqual([[b.id, '2026-04']]);

    const assigned = await admin.post(`${BASE}/${made.id}/assign`, {
      employees: [{ employee_id: c.id, from_month: '2026-05', amount: 500 }],
    });
    expect(assigned.json().message).toBe(M.employeesAssigned);
    expect(dataOf<Allowance>(assigned).employees_count).toBe(2);
    const unassigned = await admin.post(`${BASE}/${made.id}/unassign`, { employee_ids: [b.id, c.id] });
    expect(unassigned.json().message).toBe(M.employeesUnassigned);
    expect(dataOf<Allowance>(unassigned).employees).toEqual([]);

    expect((await admin.delete(`${BASE}/${made.id}`)).json()).toMatchObject({ message: M.deleted });
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    expect(await auditActions(f.t, await f.companyId('demo'), 'allowance', made.id)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: 'ten' }, 'amount', M.amountRequired],
    [{ amount: '10.555' }, 'amount', M.amountRequired],
    [{ amount: -5 }, 'amount', M.amountRequired],
    [{ amount: 0 }, 'amount', M.amountPositive],
    [{ code: 'no spaces' }, 'code', M.codeInvalid],
    [{ claimable: 'maybe' }, 'claimable', M.flagInvalid],
    [{ employees: [{ employee_id: 1, from_month: '2026-13' }] }, 'employees.0.from_month', M.monthInvalid],
    [{ employees: [{ employee_id: 1 }] }, 'employees.0.from_month', M.monthInvalid],
    [
      { employees: [{ employee_id: 1, from_month: '2026-05', to_month: '2026-04' }] },
      'employees.0.to_month',
      M.monthOrder,
    ],
    [
      { employees: [{ employee_id: 'x', from_month: '2026-05' }] },
      'employees.0.employee_id',
      M.employeesInvalid,
    ],
    [{ employees: 'all' }, 'employees', M.employeesInvalid],
  ])('answers 422 per field for %j', async (over, field, message) => {
    expectFieldError(await (await f.as('admin')).post(BASE, body(over)), field, message);
  });

  it('refuses a taken name or code, an unknown employee and an empty assignment', async () => {
    const admin = await f.as('admin');
    const made = dataOf<Allowance>(await admin.post(BASE, body({ name: 'Utility', code: 'UTIL' })), 201);
    expectFieldError(await admin.post(BASE, body({ name: ' utility ' })), 'name', M.nameTaken);
    expectFieldError(await admin.post(BASE, body({ code: 'util' })), 'code', M.codeTaken);
    const unknown = body({ employees: [{ employee_id: 99_999_999, from_month: '2026-01' }] });
    expectFieldError(await admin.post(BASE, unknown), 'employees.0.employee_id', M.employeesInvalid);
    expectFieldError(
      await admin.post(`${BASE}/${made.id}/assign`, { employees: [] }),
      'employees',
      M.selectionRequired,
    );
    expectFieldError(
      await admin.post(`${BASE}/${made.id}/unassign`, {}),
      'employee_ids',
      M.selectionRequired,
    );
    expect((await admin.get(`${BASE}/99999999`)).json()).toMatchObject({ message: M.notFound });
  });

  it('needs view salary management to read and manage salary settings to change', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.post(BASE, body())).statusCode).toBe(403);
  });

  it('shows an employee their own allowances and what they may claim', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const held = dataOf<Allowance>(
      await admin.post(BASE, {
        ...body({ name: 'Transport top-up' }),
        employees: [{ employee_id: me, from_month: '2026-02', amount: '7500' }],
      }),
      201,
    );
    const claimable = dataOf<Allowance>(
      await admin.post(BASE, body({ name: 'Medical', claimable: true })),
      201,
    );
    await admin.post(BASE, body({ name: 'Closed', claimable: true, active: false }));
    const mine = dataOf<MyAllowances>(
      await (await f.as('employee')).get('/payroll/salarymanagement/allowances/me'),
    );
    expect(mine.allowances).toEqual([
      expect.objectContaining({ id: held.id, amount: '7500.00', from_month: '2026-02', to_month: null }),
    ]);
    expect(mine.claimable.map((c) => c.id)).toEqual([claimable.id]);
    expect(mine.extra_allowances).toEqual([]);
  });
});
