import { describe, expect, it } from 'vitest';
import {
  APPROVER_SETTINGS_APIS,
  BENEFIT_DEDUCTION_MESSAGES as M,
  type ApprovalDecisionResult,
  type BenefitDeduction,
  type BenefitDeductionDetail,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { BASE, employeeByEmail, grant, makeRecord, makeType, moveToBranch } from './benefits.fixtures.ts';

const f = testFile();
const inDemo = <T>(fn: Parameters<typeof f.inCompany>[1]) => f.inCompany('demo', fn) as Promise<T>;
const GROUPS = APPROVER_SETTINGS_APIS['benefit-deduction'];
const waitingIds = async (c: TestClient) =>
  dataOf<ListPage<BenefitDeduction>>(await c.get(`${BASE}/approvals`)).results.map((r) => r.id);
const monthly = { amount: '25000', frequency: 'monthly', start_month: '2026-01', end_month: '2026-06' };

describe('benefit and deduction records', () => {
  it('are made for many employees at once, listed with filters, read, edited while pending and deleted', async () => {
    const admin = await f.as('admin');
    const [benefit, deduction] = [await makeType(admin), await makeType(admin, { deduction: true })];
    const one = await employeeByEmail(inDemo, 'employee@demo.example');
    const two = await employeeByEmail(inDemo, 'hr@demo.example');
    const made = await makeRecord(admin, {
      ...monthly,
      employee_ids: [one, two],
      benefit_deduction_type_id: benefit.id,
    });
    expect(made.created_ids).toHaveLength(2);
    expect(made).toMatchObject({
      status: 'pending',
      kind: 'benefit',
      amount: '25000.00',
      months_total: 6,
      months_paid: 0,
    });
    const single = await makeRecord(admin, {
      employee_id: one,
      benefit_deduction_type_id: deduction.id,
      amount: '1500.5',
      frequency: 'one_off',
      start_month: '2026-09',
    });
    expect(single).toMatchObject({
      kind: 'deduction',
      amount: '1500.50',
      end_month: null,
      created_ids: [single.id],
    });

    const list = async (q: string) =>
      dataOf<ListPage<BenefitDeduction>>(await admin.get(`${BASE}?${q}`)).results.map((r) => r.id);
    expect(await list(`employee_id=${one}`)).toEqual(expect.arrayContaining([single.id, made.id]));
    expect(await list(`employee_id=${one}&kind=deduction`)).toEqual([single.id]);
    expect(await list(`benefit_deduction_type_id=${benefit.id}`)).toHaveLength(2);
    expect(await list(`employee_id=${one}&month=2026-09`)).toEqual([single.id]);
    expect(await list(`employee_id=${one}&month=2026-03`)).toEqual([made.id]);
    expect(await list(`employee_id=${one}&status=approved`)).toEqual([]);
    expectFieldError(await admin.get(`${BASE}?month=2026-13`), 'month', M.monthInvalid);

    const detail = dataOf<BenefitDeductionDetail>(await admin.get(`${BASE}/${made.id}`));
    expect(detail).toMatchObject({ payments: [], levels: [], can_edit: true });
    const edited = await admin.put(BASE, {
      id: single.id,
      employee_id: one,
      benefit_deduction_type_id: deduction.id,
      amount: '2000',
      frequency: 'monthly',
      start_month: '2026-09',
      end_month: '2026-10',
    });
    expect(edited.json()).toMatchObject({ message: M.updated, data: { amount: '2000.00', months_total: 2 } });
    const byPath = await admin.put(`${BASE}/${single.id}`, {
      employee_id: one,
      benefit_deduction_type_id: deduction.id,
      amount: '2100',
      frequency: 'one_off',
      start_month: '2026-09',
    });
    expect(dataOf<BenefitDeduction>(byPath).amount).toBe('2100.00');

    const gone = await admin.delete(`${BASE}/${made.created_ids.join(',')}`);
    expect(gone.json()).toMatchObject({ message: M.deleted, data: { deleted: 2 } });
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input field by field, an unknown type or employee, and the employee without rights', async () => {
    const admin = await f.as('admin');
    const type = await makeType(admin);
    expectFieldError(
      await admin.post(BASE, { ...monthly, benefit_deduction_type_id: type.id }),
      'employee_id',
      M.employeeRequired,
    );
    expectFieldError(
      await admin.post(BASE, {
        ...monthly,
        employee_id: 1,
        benefit_deduction_type_id: type.id,
        end_month: null,
      }),
      'end_month',
      M.endMonthRequired,
    );
    expectFieldError(
      await admin.post(BASE, { ...monthly, employee_id: 999999, benefit_deduction_type_id: type.id }),
      'employee_id',
      M.employeeInvalid,
    );
    const one = await employeeByEmail(inDemo, 'employee@demo.example');
    expectFieldError(
      await admin.post(BASE, { ...monthly, employee_id: one, benefit_deduction_type_id: 999999 }),
      'benefit_deduction_type_id',
      M.typeRequired,
    );
    expectFieldError(await admin.put(BASE, { ...monthly }), 'id', M.idRequired);
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect(
      (await employee.post(BASE, { ...monthly, employee_id: one, benefit_deduction_type_id: type.id }))
        .statusCode,
    ).toBe(403);
  });

  it('wait on the approver group that covers the employee, and an edit starts approval again', async () => {
    const [admin, hr] = await Promise.all([f.as('admin'), f.as('hr')]);
    const employee = await employeeByEmail(inDemo, 'employee@demo.example');
    const approver = await employeeByEmail(inDemo, 'hr@demo.example');
    const group = await make.approverGroup(admin, 'benefit-deduction', {
      name: 'Benefits desk',
      approvers: [approver],
      covers: [employee],
    });
    const type = await makeType(admin, { deduction: true });
    const body = { ...monthly, employee_id: employee, benefit_deduction_type_id: type.id };
    const made = await makeRecord(admin, body);
    expect(await waitingIds(hr)).toContain(made.id);
    expect(await waitingIds(admin)).not.toContain(made.id);
    expectFieldError(
      await admin.post(`${BASE}/approve`, { benefit_deduction_ids: [made.id] }),
      'benefit_deduction_ids',
      M.refusedNotWaiting,
    );
    // HR reads it by id while it waits on them, though they hold no benefit permission.
    expect(dataOf<BenefitDeductionDetail>(await hr.get(`${BASE}/${made.id}`)).levels).toHaveLength(1);

    await admin.put(`${BASE}/${made.id}`, { ...body, amount: '26000' });
    expect(await waitingIds(hr)).toContain(made.id);
    const rejected = await hr.post(`${BASE}/reject`, {
      benefit_deduction_ids: [made.id],
      reason: 'Wrong amount',
    });
    expect(rejected.json()).toMatchObject({ message: M.rejected, data: { decided_ids: [made.id] } });
    const after = dataOf<BenefitDeductionDetail>(await admin.get(`${BASE}/${made.id}`));
    expect(after).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong amount', can_edit: false });
    expect(after.levels[0]).toMatchObject({ outcome: 'rejected', comment: 'Wrong amount' });
    const locked = await admin.put(`${BASE}/${made.id}`, body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.notPending);
    expect((await admin.delete(`${GROUPS}/${group.id}`)).statusCode).toBe(200);
  });

  it('with no group, wait on the branch’s holders of approve benefit deduction, never on who entered them', async () => {
    const [admin, hr] = await Promise.all([f.as('admin'), f.as('hr')]);
    const employee = await employeeByEmail(inDemo, 'employee@demo.example');
    await moveToBranch(inDemo, employee, 'Abuja');
    const type = await makeType(admin);
    const made = await makeRecord(admin, {
      ...monthly,
      employee_id: employee,
      benefit_deduction_type_id: type.id,
    });
    // The admin entered it: it never waits on them.
    expect(await waitingIds(admin)).not.toContain(made.id);
    expectFieldError(
      await admin.post(`${BASE}/approve`, { benefit_deduction_ids: [made.id] }),
      'benefit_deduction_ids',
      M.refusedOwn,
    );
    expect(await waitingIds(hr)).not.toContain(made.id);

    await grant(inDemo, 'hr@demo.example', ['approve benefit deduction', 'view benefit deductions']);
    await expect.poll(() => waitingIds(hr), { timeout: 10_000 }).toContain(made.id);
    const approved = await hr.post(`${BASE}/approve`, { benefit_deduction_ids: [made.id] });
    expect(approved.json().message).toBe(M.approved);
    expect(dataOf<ApprovalDecisionResult>(approved)).toMatchObject({ decided: 1, refused: [] });
    expect(dataOf<BenefitDeduction>(await hr.get(`${BASE}/${made.id}`)).status).toBe('approved');
    const again = await hr.post(`${BASE}/approve`, { benefit_deduction_ids: [made.id] });
    expectFieldError(again, 'benefit_deduction_ids', M.refusedNotPending);
    expectFieldError(
      await hr.post(`${BASE}/reject`, { benefit_deduction_ids: [made.id] }),
      'reason',
      M.rejectionReasonRequired,
    );
  });
});
