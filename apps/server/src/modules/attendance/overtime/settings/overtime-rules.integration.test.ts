import { describe, expect, it } from 'vitest';
import { OVERTIME_SETTINGS_MESSAGES as M, type OvertimeRule } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';

const BASE = '/attendance/overtime/settings/overtime-rules';
const f = testFile();
/** The demo's rule, as the admin form sends it (issue 18 §2). */
const weekday = {
  group_name: 'Weekday',
  description: 'After the day shift',
  use_work_shift: 1,
  overtime_start: 30,
  overtime_end: '15',
  overtime_round_up: 30,
  apply_overtime_on_work_day: 1,
  apply_overtime_on_non_work_day: 1,
  public_holiday: 0,
  payment_type: 'premium_pay',
  percentage_value: '50',
};

describe('overtime rules', () => {
  it('creates a rule with 0/non-zero flags as booleans, reads it, lists it, edits it and deletes it', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, weekday);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as OvertimeRule;
    expect(res.json().message).toBe(M.ruleCreated);
    expect(made).toEqual({
      id: made.id,
      group_name: 'Weekday',
      description: 'After the day shift',
      use_work_shift: true,
      overtime_start: 30,
      overtime_end: 15,
      overtime_round_up: 30,
      work_type: null,
      work_time: null,
      work_day_ids: [],
      apply_overtime_on_work_day: true,
      apply_overtime_on_non_work_day: true,
      public_holiday: false,
      payment_type: 'premium_pay',
      amount: '50.00',
      fixed_amount: null,
      percentage_value: '50.00',
      employees_count: 0,
    });
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
    const listed = dataOf<{ results: OvertimeRule[]; total: number }>(
      await admin.get(`${BASE}?search_query=weekday&per_page=10`),
    );
    expect(listed).toMatchObject({ total: 1, results: [{ id: made.id }] });

    // Off the work shift: its own work time and days; a fixed amount; flags as 0 and 2 on edit.
    const edited = await admin.put(`${BASE}/${made.id}`, {
      ...weekday,
      use_work_shift: 0,
      work_type: 'CLOCK',
      work_time: '17:30',
      work_day_ids: '5,1,2',
      apply_overtime_on_work_day: 0,
      public_holiday: 2,
      payment_type: 'FIXED',
      fixed_amount: '1500.5',
    });
    expect(edited.json()).toMatchObject({
      message: M.ruleUpdated,
      data: {
        use_work_shift: false,
        work_type: 'clock',
        work_time: '17:30:00',
        work_day_ids: [1, 2, 5],
        apply_overtime_on_work_day: false,
        public_holiday: true,
        payment_type: 'fixed',
        amount: '1500.50',
        fixed_amount: '1500.50',
        percentage_value: null,
      },
    });
    const plain = await admin.put(`${BASE}/${made.id}`, {
      ...weekday,
      percentage_value: undefined,
      amount: 75,
    });
    expect(dataOf<OvertimeRule>(plain)).toMatchObject({
      amount: '75.00',
      work_type: null,
      use_work_shift: true,
    });

    expect((await admin.delete(`${BASE}/${made.id}`)).json()).toMatchObject({ message: M.ruleDeleted });
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ group_name: '' }, 'group_name', M.groupNameRequired],
    [{ description: ' ' }, 'description', M.descriptionRequired],
    [{ description: undefined }, 'description', M.descriptionRequired],
    [{ percentage_value: '' }, 'percentage_value', M.percentageRequired],
    [{ percentage_value: undefined }, 'amount', M.percentageRequired],
    [{ percentage_value: 0 }, 'percentage_value', M.percentageRange],
    [{ percentage_value: '100.5' }, 'percentage_value', M.percentageRange],
    [{ percentage_value: 250 }, 'percentage_value', M.percentageRange],
    [{ payment_type: 'fixed', fixed_amount: '' }, 'fixed_amount', M.fixedAmountRequired],
    [{ payment_type: 'fixed', percentage_value: undefined }, 'amount', M.fixedAmountRequired],
    [{ payment_type: 'fixed', fixed_amount: 'ten' }, 'fixed_amount', M.fixedAmountRequired],
    [{ payment_type: 'fixed', fixed_amount: '1000000000000' }, 'fixed_amount', M.fixedAmountTooLarge],
    [{ use_work_shift: 0 }, 'work_time', M.workTimeRequired],
    [{ use_work_shift: 0, work_time: '08:00' }, 'work_day_ids', M.workDaysRequired],
    [{ use_work_shift: 0, work_time: '25:00', work_day_ids: [1] }, 'work_time', M.workTimeRequired],
    [{ use_work_shift: 0, work_time: '08:00', work_day_ids: [8] }, 'work_day_ids', M.workDaysRequired],
    [{ work_type: 'hours' }, 'work_type', M.workTypeInvalid],
    [{ overtime_start: 61 }, 'overtime_start', M.overtimeStartInvalid],
    [{ overtime_end: -1 }, 'overtime_end', M.overtimeEndInvalid],
    [{ overtime_round_up: 7.5 }, 'overtime_round_up', M.overtimeRoundUpInvalid],
    [{ payment_type: 'hourly' }, 'payment_type', M.paymentTypeRequired],
    [{ public_holiday: 'sometimes' }, 'public_holiday', M.flagInvalid],
  ])('refuses %j with the spec’s message on its field', async (change, field, message) => {
    const res = await (await f.as('admin')).post(BASE, { ...weekday, group_name: 'Refused', ...change });
    expectFieldError(res, field, message);
  });

  it('refuses a second rule of the same name', async () => {
    const admin = await f.as('admin');
    await make.overtimeRule(admin, { group_name: 'Night work' });
    expectFieldError(
      await admin.post(BASE, { ...weekday, group_name: 'night WORK' }),
      'group_name',
      M.ruleNameTaken,
    );
  });

  it('needs view overtimes to read and manage overtime settings to change (403)', async () => {
    const rule = await make.overtimeRule(await f.as('admin'));
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/${rule.id}`)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/${rule.id}/assignables`)).statusCode).toBe(403);
    expect((await employee.post(BASE, weekday)).statusCode).toBe(403);
    expect((await employee.put(`${BASE}/${rule.id}`, weekday)).statusCode).toBe(403);
    expect((await employee.delete(`${BASE}/${rule.id}`)).statusCode).toBe(403);
    const assign = { category_type: 'employee', assign_category_type_ids: [1] };
    expect(
      (await employee.post(`${BASE}/${rule.id}/assign-employees-to-overtime-rule`, assign)).statusCode,
    ).toBe(403);
  });

  it('answers 404 for another company’s rule, whatever the call', async () => {
    const rule = await make.overtimeRule(await f.as('admin'), { group_name: 'Demo only rule' });
    const acme = await f.as('acmeAdmin');
    expect((await acme.get(`${BASE}/${rule.id}`)).statusCode).toBe(404);
    expect((await acme.put(`${BASE}/${rule.id}`, weekday)).statusCode).toBe(404);
    expect((await acme.delete(`${BASE}/${rule.id}`)).statusCode).toBe(404);
    expect((await acme.get(`${BASE}/${rule.id}/assignables`)).statusCode).toBe(404);
    const assign = { category_type: 'employee', unassign_category_type_ids: [1] };
    expect((await acme.post(`${BASE}/${rule.id}/assign-employees-to-overtime-rule`, assign)).statusCode).toBe(
      404,
    );
    expect(dataOf<{ total: number }>(await acme.get(`${BASE}?search_query=Demo only rule`)).total).toBe(0);
  });
});
