import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_CLAIM_MESSAGES as M,
  type Allowance,
  type AllowanceClaim,
  type ApprovalDecisionResult,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, employeeIdOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { oneLevelGroup } from '../../../platform/approvals/approver-group.fixtures.ts';
import { auditActions, confirmMonth, currentMonthOf, storedClaim } from './allowances.fixtures.ts';

const CLAIMS = '/payroll/salarymanagement/allowance-claims';
const f = testFile();
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Fuel for the Ibadan site visit',
  amount: '12500.50',
  reason: 'Drove my own car',
  ...over,
});
const claim = async (c: TestClient, over: Record<string, unknown> = {}) =>
  dataOf<AllowanceClaim>(await c.post(CLAIMS, body(over)), 201);
const waitingIds = async (c: TestClient) =>
  dataOf<ListPage<AllowanceClaim>>(await c.get(`${CLAIMS}/approvals`)).results.map((r) => r.id);

describe('allowance claims', () => {
  it('lets an employee claim, read, edit and withdraw their pending claim, audited', async () => {
    const employee = await f.as('employee');
    const made = await claim(employee);
    expect(made).toMatchObject({
      title: 'Fuel for the Ibadan site visit',
      amount: '12500.50',
      reason: 'Drove my own car',
      status: 'pending',
      pay_month: null,
      allowance_id: null,
      can_edit: true,
      can_decide: false,
    });
    const mine = dataOf<ListPage<AllowanceClaim>>(await employee.get(`${CLAIMS}?status=pending`));
    expect(mine.results.map((r) => r.id)).toContain(made.id);
    expect(dataOf(await employee.get(`${CLAIMS}/${made.id}`))).toEqual(made);
    const edited = await employee.put(`${CLAIMS}/${made.id}`, body({ amount: 9000 }));
    expect(edited.json()).toMatchObject({ message: M.updated, data: { amount: '9000.00' } });
    expect((await (await f.as('hr')).get(`${CLAIMS}/${made.id}`)).statusCode).toBe(404);
    expect((await employee.delete(`${CLAIMS}/${made.id}`)).json()).toMatchObject({ message: M.withdrawn });
    expect((await employee.get(`${CLAIMS}/${made.id}`)).statusCode).toBe(404);
    const companyId = await f.companyId('demo');
    expect(await auditActions(f.t, companyId, 'allowance claim', made.id)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('claims a claimable allowance under its name, and refuses one that is not claimable', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const settings = '/payroll/salarymanagement/settings/allowance';
    const medical = dataOf<Allowance>(
      await admin.post(settings, { name: 'Medical refund', amount: 5000, claimable: true }),
      201,
    );
    const closed = dataOf<Allowance>(await admin.post(settings, { name: 'Rent', amount: 5000 }), 201);
    const made = await claim(employee, { allowance_id: medical.id, title: '' });
    expect(made).toMatchObject({ allowance_id: medical.id, title: 'Medical refund' });
    expectFieldError(
      await employee.post(CLAIMS, body({ allowance_id: closed.id })),
      'allowance_id',
      M.allowanceInvalid,
    );
    await employee.delete(`${CLAIMS}/${made.id}`);
  });

  it.each([
    [{ title: '' }, 'title', M.titleRequired],
    [{ title: 'x'.repeat(151) }, 'title', M.titleTooLong],
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: 0 }, 'amount', M.amountPositive],
    [{ reason: ' ' }, 'reason', M.reasonRequired],
    [{ reason: 'x'.repeat(1001) }, 'reason', M.reasonTooLong],
    [{ allowance_id: 'x' }, 'allowance_id', M.allowanceInvalid],
  ])('answers 422 per field for %j', async (over, field, message) => {
    expectFieldError(await (await f.as('employee')).post(CLAIMS, body(over)), field, message);
  });

  it('with no approver group, waits on payroll approvers, who approve it into the first open month', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const companyId = await f.companyId('demo');
    const [now, next] = await currentMonthOf(f.t, companyId);
    const first = await claim(employee);
    expect(await waitingIds(admin)).toContain(first.id);
    expect(await waitingIds(hr)).not.toContain(first.id);
    expect(dataOf<AllowanceClaim>(await admin.get(`${CLAIMS}/${first.id}`))).toMatchObject({
      can_decide: true,
      can_edit: false,
    });
    const refused = await hr.post(`${CLAIMS}/approve`, { allowance_claim_ids: [first.id] });
    expectFieldError(refused, 'allowance_claim_ids', M.refusedNotWaiting);
    expectFieldError(
      await employee.post(`${CLAIMS}/approve`, { id: first.id }),
      'allowance_claim_ids',
      M.refusedOwn,
    );
    expectFieldError(
      await admin.post(`${CLAIMS}/reject`, { id: first.id }),
      'reason',
      M.rejectionReasonRequired,
    );
    expectFieldError(await admin.post(`${CLAIMS}/approve`, {}), 'allowance_claim_ids', M.idsRequired);
    expect((await admin.post(`${CLAIMS}/approve`, { id: 99_999_999 })).statusCode).toBe(404);

    const approved = await admin.post(`${CLAIMS}/approve`, { allowance_claim_ids: [first.id] });
    expect(approved.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [first.id] },
    });
    expect(await storedClaim(f.t, companyId, first.id)).toEqual({ status: 'approved', pay_month: now });
    expect(await auditActions(f.t, companyId, 'allowance claim', first.id)).toEqual(['create', 'approve']);
    expect((await employee.put(`${CLAIMS}/${first.id}`, body())).statusCode).toBe(409);
    expect((await employee.delete(`${CLAIMS}/${first.id}`)).json()).toMatchObject({ message: M.notPending });

    // The current month is confirmed for the claimant: the next claim is paid the month after.
    await confirmMonth(f.t, companyId, await employeeIdOf(f.t, companyId, 'employee@demo.example'), now);
    const second = await claim(employee);
    const third = await claim(employee);
    const both = dataOf<ApprovalDecisionResult>(
      await admin.post(`${CLAIMS}/approve`, { allowance_claim_ids: [second.id, first.id] }),
    );
    expect(both).toEqual({
      decided: 1,
      decided_ids: [second.id],
      refused: [{ id: first.id, reason: M.refusedNotPending }],
    });
    expect(await storedClaim(f.t, companyId, second.id)).toEqual({ status: 'approved', pay_month: next });
    await admin.post(`${CLAIMS}/reject`, { id: third.id, comment: 'Not a company trip' });
    expect(dataOf<AllowanceClaim>(await employee.get(`${CLAIMS}/${third.id}`))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a company trip',
      pay_month: null,
    });
  });

  it('never lets a payroll approver decide their own claim', async () => {
    const admin = await f.as('admin');
    const own = await claim(admin);
    expect(await waitingIds(admin)).not.toContain(own.id);
    expectFieldError(
      await admin.post(`${CLAIMS}/approve`, { id: own.id }),
      'allowance_claim_ids',
      M.refusedOwn,
    );
    await admin.delete(`${CLAIMS}/${own.id}`);
  });

  it('with an approver group, waits on its levels only, through the engine', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const companyId = await f.companyId('demo');
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const hrMe = await employeeIdOf(f.t, companyId, 'hr@demo.example');
    await oneLevelGroup(f.t, companyId, { module: 'allowance-claim', description: 'Claims' }, [me], hrMe);
    const made = await claim(employee);
    const inbox = dataOf<ListPage<AllowanceClaim>>(await hr.get(`${CLAIMS}/approvals`));
    expect(inbox.results.find((r) => r.id === made.id)).toMatchObject({
      level: 1,
      level_label: '1st Approver',
    });
    expect(await waitingIds(admin)).not.toContain(made.id);
    expectFieldError(
      await admin.post(`${CLAIMS}/approve`, { id: made.id }),
      'allowance_claim_ids',
      M.refusedNotWaiting,
    );
    const rejected = await hr.post(`${CLAIMS}/reject`, { id: made.id, reason: 'No receipt' });
    expect(rejected.json()).toMatchObject({ message: M.rejected, data: { decided_ids: [made.id] } });
    expect(dataOf<AllowanceClaim>(await employee.get(`${CLAIMS}/${made.id}`))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No receipt',
    });

    const again = await claim(employee);
    await employee.put(`${CLAIMS}/${again.id}`, body({ amount: 100 }));
    expect(await waitingIds(hr)).toContain(again.id);
    expect(dataOf<ApprovalDecisionResult>(await hr.post(`${CLAIMS}/approve`, { id: again.id })).decided).toBe(
      1,
    );
    expect((await storedClaim(f.t, companyId, again.id))?.status).toBe('approved');

    const withdrawn = await claim(employee);
    await employee.delete(`${CLAIMS}/${withdrawn.id}`);
    expect(await waitingIds(hr)).not.toContain(withdrawn.id);
  });
});
