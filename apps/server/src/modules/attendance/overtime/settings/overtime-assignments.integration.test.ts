import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OVERTIME_SETTINGS_MESSAGES as M, type OvertimeAssignables } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';

const RATES = '/attendance/overtime/settings/workrates';
const RULES = '/attendance/overtime/settings/overtime-rules';
const f = testFile();
const assign = (ids: number[], unassign: number[] = []) => ({
  category_type: 'employee',
  assign_category_type_ids: ids,
  unassign_category_type_ids: unassign,
});
const ids = (a: OvertimeAssignables) => a.employees.map((e) => e.id).sort((x, y) => x - y);

describe('assigning work rates and overtime rules', () => {
  it.each(['assign-employees-to-workrate', 'assign-employees-to-work-rate'])(
    'assigns through %s, and moves an employee from their other work rate',
    async (suffix) => {
      const admin = await f.as('admin');
      const [first, second] = [await make.workRate(admin), await make.workRate(admin)];
      const [ada, bola] = [await make.employee(admin), await make.employee(admin)];
      const res = await admin.post(`${RATES}/${first.id}/${suffix}`, assign([ada.id, bola.id]));
      expect(res.json()).toMatchObject({
        message: M.employeesAssigned,
        data: { id: first.id, employees_count: 2 },
      });

      const moved = await admin.post(`${RATES}/${second.id}/${suffix}`, assign([ada.id]));
      expect(dataOf(moved)).toMatchObject({ employees_count: 1 });
      const held = dataOf<OvertimeAssignables>(await admin.get(`${RATES}/${first.id}/assignables`));
      expect(ids(held)).toEqual([bola.id]);
      expect(held.employees[0]).toMatchObject({ name: bola.name, employee_name: bola.name });
      expect(ids(dataOf(await admin.get(`${RATES}/${second.id}/assignables`)))).toEqual([ada.id]);

      // Unassigning from the first rate leaves Ada on the second; assigned and unassigned at once: unassigned.
      await admin.post(`${RATES}/${first.id}/${suffix}`, assign([], [ada.id, bola.id]));
      expect(ids(dataOf(await admin.get(`${RATES}/${second.id}/assignables`)))).toEqual([ada.id]);
      const both = await admin.post(`${RATES}/${second.id}/${suffix}`, assign([ada.id], [ada.id]));
      expect(dataOf(both)).toMatchObject({ employees_count: 0 });
    },
  );

  it('moves an employee from one overtime rule to another', async () => {
    const admin = await f.as('admin');
    const [night, weekend] = [await make.overtimeRule(admin), await make.overtimeRule(admin)];
    const who = await make.employee(admin);
    const url = (id: number) => `${RULES}/${id}/assign-employees-to-overtime-rule`;
    expect(dataOf(await admin.post(url(night.id), assign([who.id])))).toMatchObject({ employees_count: 1 });
    expect(dataOf(await admin.post(url(weekend.id), assign([who.id])))).toMatchObject({ employees_count: 1 });
    expect(
      dataOf<OvertimeAssignables>(await admin.get(`${RULES}/${night.id}/assignables`)).employees,
    ).toEqual([]);
    expect(ids(dataOf(await admin.get(`${RULES}/${weekend.id}/assignables`)))).toEqual([who.id]);
    // A rate and a rule are held side by side.
    const rate = await make.workRate(admin);
    await admin.post(`${RATES}/${rate.id}/assign-employees-to-workrate`, assign([who.id]));
    expect(ids(dataOf(await admin.get(`${RULES}/${weekend.id}/assignables`)))).toEqual([who.id]);
  });

  it.each([
    [RATES, 'assign-employees-to-workrate'],
    [RATES, 'assign-employees-to-work-rate'],
    [RULES, 'assign-employees-to-overtime-rule'],
  ])(
    '%s/{id}/%s refuses an empty selection, unknown employees and another category',
    async (base, suffix) => {
      const admin = await f.as('admin');
      const holder = base === RATES ? await make.workRate(admin) : await make.overtimeRule(admin);
      const url = `${base}/${holder.id}/${suffix}`;
      expectFieldError(
        await admin.post(url, { category_type: 'employee' }),
        'assign_category_type_ids',
        M.selectionRequired,
      );
      expectFieldError(
        await admin.post(url, assign([], [])),
        'assign_category_type_ids',
        M.selectionRequired,
      );
      expectFieldError(
        await admin.post(url, assign([987_654_321])),
        'assign_category_type_ids',
        M.idsInvalid,
      );
      expectFieldError(
        await admin.post(url, assign(['x' as never])),
        'assign_category_type_ids',
        M.idsInvalid,
      );
      const grade = await admin.post(url, { category_type: 'department', assign_category_type_ids: [1] });
      expectFieldError(grade, 'category_type', M.categoryInvalid);
      const acmeStaff = await f.firstId('acme', 'employees');
      expectFieldError(await admin.post(url, assign([acmeStaff])), 'assign_category_type_ids', M.idsInvalid);
    },
  );

  it('queues the employees’ days from the first of the previous month to today when a rule or an assignment changes', async () => {
    const admin = await f.as('admin');
    const demo = await f.companyId('demo');
    const who = await make.employee(admin);
    const rule = await make.overtimeRule(admin);
    // Days the engine has computed: the queue takes only those (markRangeDirty).
    const days = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ before: string; first: string; today: string; after: string }>(sql`
        WITH t AS (SELECT (now() AT TIME ZONE c.timezone)::date AS today FROM companies c WHERE c.id = ${demo})
        SELECT to_char(date_trunc('month', today) - interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS before,
               to_char(date_trunc('month', today) - interval '1 month', 'YYYY-MM-DD') AS first,
               to_char(today, 'YYYY-MM-DD') AS today, to_char(today + 1, 'YYYY-MM-DD') AS after FROM t`);
      const d = r.rows[0] as { before: string; first: string; today: string; after: string };
      await tx.execute(sql`INSERT INTO attendance_coverage (company_id, day)
        SELECT ${demo}, x::date FROM unnest(ARRAY[${d.before}, ${d.first}, ${d.today}, ${d.after}]::date[]) x
        ON CONFLICT DO NOTHING`);
      return d;
    });
    const queued = () =>
      f.inCompany('demo', async (tx) => {
        const r = await tx.execute<{ day: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day
          FROM attendance_dirty WHERE company_id = ${demo} AND employee_id = ${who.id} ORDER BY day`);
        await tx.execute(
          sql`DELETE FROM attendance_dirty WHERE company_id = ${demo} AND employee_id = ${who.id}`,
        );
        return r.rows.map((x) => x.day);
      });
    const expected = [days.first, days.today];
    await queued();
    await admin.post(`${RULES}/${rule.id}/assign-employees-to-overtime-rule`, assign([who.id]));
    expect(await queued()).toEqual(expected);
    // Assigning again changes nothing, so nothing is queued.
    await admin.post(`${RULES}/${rule.id}/assign-employees-to-overtime-rule`, assign([who.id]));
    expect(await queued()).toEqual([]);
    await admin.put(`${RULES}/${rule.id}`, { ...rule, overtime_start: 45 });
    expect(await queued()).toEqual(expected);
    const rate = await make.workRate(admin);
    await admin.post(`${RATES}/${rate.id}/assign-employees-to-workrate`, assign([who.id]));
    expect(await queued()).toEqual(expected);
    await admin.put(`${RATES}/${rate.id}`, { ...rate, custom_charge: 300000 });
    expect(await queued()).toEqual(expected);
    await admin.delete(`${RULES}/${rule.id}`);
    expect(await queued()).toEqual(expected);
  });
});
