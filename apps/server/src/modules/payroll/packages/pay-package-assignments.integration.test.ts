import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAY_PACKAGE_MESSAGES as M,
  type PayPackageAssignables,
  type PayPackageAssignmentResult,
  type PayPackageDetail,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { loadPackageRules, packagesInForce } from './package-rules.repository.ts';
import { packageMaker, PAY_PACKAGES as BASE } from './pay-packages.fixtures.ts';

const f = testFile();

const createPackage = packageMaker('Assigned package', 300000);

const assign = (c: TestClient, id: number, employees: number[], from?: string) =>
  c.put(`${BASE}/${id}/assign`, {
    assignments: employees.map((employee_id) => ({ employee_id, payPackageId: id })),
    ...(from ? { effective_from: from } : {}),
  });
const unassign = (c: TestClient, id: number, employees: number[], from?: string) =>
  c.put(`${BASE}/${id}/un-assign`, {
    assignments: employees.map((employee_id) => ({ employee_id, payPackageId: id })),
    ...(from ? { effective_from: from } : {}),
  });

/** An employee's assignment rows, oldest first, as `date package` (`date none`: an un-assign). */
async function history(employeeId: number): Promise<string[]> {
  return f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ d: string; p: string | number | null }>(sql`
      SELECT to_char(effective_from, 'YYYY-MM-DD') AS d, pay_package_id AS p FROM employee_pay_packages
      WHERE employee_id = ${employeeId} ORDER BY effective_from`);
    return r.rows.map((row) => `${row.d} ${row.p === null ? 'none' : Number(row.p)}`);
  });
}

const thisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

describe('pay package assignment', () => {
  it('assigns from the first day of the current month by default, and the view and widget list them', async () => {
    const admin = await f.as('admin');
    const pkg = await createPackage(admin);
    const [a, b] = [await make.employee(admin), await make.employee(admin)];
    const res = await assign(admin, pkg.id, [a.id, b.id]);
    expect(res.json().message).toBe(M.assigned);
    expect(dataOf<PayPackageAssignmentResult>(res)).toEqual({
      pay_package_id: pkg.id,
      effective_from: thisMonth(),
      changed: [a.id, b.id],
      unchanged: [],
    });
    // Again: nothing changes, nothing is written twice.
    expect(dataOf<PayPackageAssignmentResult>(await assign(admin, pkg.id, [a.id])).unchanged).toEqual([a.id]);
    expect(await history(a.id)).toEqual([`${thisMonth()} ${pkg.id}`]);
    const view = dataOf<PayPackageDetail>(await admin.get(`${BASE}/${pkg.id}`));
    expect(view.employees_count).toBe(2);
    expect(view.employees.map((e) => [e.id, e.effective_from])).toEqual(
      expect.arrayContaining([
        [a.id, thisMonth()],
        [b.id, thisMonth()],
      ]),
    );
    const widget = dataOf<PayPackageAssignables>(await admin.get(`${BASE}/${pkg.id}/assignables`));
    expect(widget.employees.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('moves an employee from one package to another from a date, keeping the months before', async () => {
    const admin = await f.as('admin');
    const [first, second] = [await createPackage(admin), await createPackage(admin)];
    const who = await make.employee(admin);
    dataOf(await assign(admin, first.id, [who.id], '2026-01-01'));
    dataOf(await assign(admin, second.id, [who.id], '2026-03-01'));
    expect(await history(who.id)).toEqual([`2026-01-01 ${first.id}`, `2026-03-01 ${second.id}`]);
    const inForce = (day: string) =>
      f.inCompany('demo', async (tx) => {
        const companyId = await f.companyId('demo');
        return (await packagesInForce(tx, companyId, [who.id], day)).get(who.id);
      });
    expect(await inForce('2025-12-31')).toBeUndefined();
    expect(await inForce('2026-02-28')).toBe(first.id);
    expect(await inForce('2026-03-01')).toBe(second.id);
    // Assigning from an earlier date replaces what was planned after it.
    dataOf(await assign(admin, first.id, [who.id], '2026-02-01'));
    expect(await history(who.id)).toEqual([`2026-01-01 ${first.id}`]);
  });

  it('un-assigns: the package ends from the date, the employee has none, and the history stays', async () => {
    const admin = await f.as('admin');
    const [old, pkg] = [await createPackage(admin), await createPackage(admin)];
    const who = await make.employee(admin);
    const other = await make.employee(admin);
    dataOf(await assign(admin, old.id, [who.id], '2026-01-01'));
    dataOf(await assign(admin, pkg.id, [who.id], '2026-02-01'));
    const res = await unassign(admin, pkg.id, [who.id, other.id], '2026-04-01');
    expect(res.json().message).toBe(M.unassigned);
    expect(dataOf<PayPackageAssignmentResult>(res)).toMatchObject({
      changed: [who.id],
      unchanged: [other.id],
    });
    expect(await history(who.id)).toEqual([
      `2026-01-01 ${old.id}`,
      `2026-02-01 ${pkg.id}`,
      '2026-04-01 none',
    ]);
    expect(dataOf<PayPackageDetail>(await admin.get(`${BASE}/${pkg.id}`)).employees).toEqual([]);
    // Again: nothing is on it any more, nothing is written.
    expect(
      dataOf<PayPackageAssignmentResult>(await unassign(admin, pkg.id, [who.id], '2026-05-01')),
    ).toMatchObject({
      changed: [],
      unchanged: [who.id],
    });
    // A planned assignment is taken back alone; the one in force stays.
    dataOf(await assign(admin, old.id, [who.id], '2026-01-01'));
    dataOf(await assign(admin, pkg.id, [who.id], '2099-01-01'));
    dataOf(await unassign(admin, pkg.id, [who.id]));
    expect(await history(who.id)).toEqual([`2026-01-01 ${old.id}`]);
  });

  it('refuses another package’s id, unknown employees, nothing to do and a bad date', async () => {
    const admin = await f.as('admin');
    const [pkg, other] = [await createPackage(admin), await createPackage(admin)];
    const who = await make.employee(admin);
    const mismatch = await admin.put(`${BASE}/${pkg.id}/assign`, {
      assignments: [{ employee_id: who.id, payPackageId: other.id }],
    });
    expectFieldError(mismatch, 'assignments.0.payPackageId', M.packageMismatch);
    expectFieldError(
      await admin.put(`${BASE}/${pkg.id}/assign`, { assignments: [{ employee_id: 99_999_999 }] }),
      'assignments.0.employee_id',
      M.employeesInvalid,
    );
    expectFieldError(
      await admin.put(`${BASE}/${pkg.id}/un-assign`, { assignments: [] }),
      'assignments',
      M.selectionRequired,
    );
    expectFieldError(
      await admin.put(`${BASE}/${pkg.id}/assign`, {
        assignments: [{ employee_id: who.id }],
        effective_from: '2026-13-01',
      }),
      'effective_from',
      M.effectiveFromInvalid,
    );
    expect((await assign(admin, 99_999_999, [who.id])).statusCode).toBe(404);
    const employee = await f.as('employee');
    expect((await assign(employee, pkg.id, [who.id])).statusCode).toBe(403);
    expect((await unassign(employee, pkg.id, [who.id])).statusCode).toBe(403);
  });

  it('gives the run each package’s salary and rules, an override as a fixed rule', async () => {
    const admin = await f.as('admin');
    const ids = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ id: string | number; code: string }>(
        sql`SELECT id, code FROM pay_breakdowns`,
      );
      return Object.fromEntries(r.rows.map((row) => [row.code, Number(row.id)]));
    });
    const pkg = await createPackage(admin, {
      monthly_salary: 200000,
      pay_breakdowns: [{ pay_breakdown_id: ids.BASIC }, { pay_breakdown_id: ids.HOUSING, amount: '60000' }],
    });
    const bare = await createPackage(admin, { pay_breakdowns: [{ pay_breakdown_id: ids.UTILITY }] });
    const loaded = await f.inCompany('demo', async (tx) =>
      loadPackageRules(tx, await f.companyId('demo'), [pkg.id, bare.id, 99_999_999]),
    );
    expect([...loaded.keys()].sort()).toEqual([pkg.id, bare.id].sort());
    expect(loaded.get(pkg.id)).toMatchObject({
      monthlySalaryKobo: 20_000_000n,
      rules: [
        {
          code: 'BASIC',
          calculationType: 'percentage',
          percentage: '40.00',
          amountKobo: null,
          isPensionable: true,
        },
        {
          code: 'HOUSING',
          calculationType: 'fixed',
          percentage: null,
          amountKobo: 6_000_000n,
          formula: null,
        },
      ],
    });
  });
});
