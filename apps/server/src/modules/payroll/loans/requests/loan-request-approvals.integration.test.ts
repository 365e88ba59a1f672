import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_REQUEST_MESSAGES as M,
  type ApprovalDecisionResult,
  type ListPage,
  type LoanRequest,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../../test/kit.ts';
import { oneLevelGroup } from '../../../../platform/approvals/approver-group.fixtures.ts';
import { dropGroup, employeeOf, loanType, monthsOf, noticeKinds } from './loan-requests.fixtures.ts';

const REQUESTS = '/payroll/loans/requests';
const f = testFile();
let type = 0;
let next = '';
let companyId = 0;

const request = async (c: TestClient, over: Record<string, unknown> = {}) =>
  dataOf<LoanRequest>(
    await c.post(REQUESTS, {
      loan_type_id: type,
      amount: 600_000,
      tenure_months: 12,
      repayment_start: next,
      ...over,
    }),
    201,
  );
const waitingIds = async (c: TestClient) =>
  dataOf<ListPage<LoanRequest>>(await c.get(`${REQUESTS}/approvals`)).results.map((r) => r.id);
type Card = { loan_pending: number; number_of_employees: number };
const loanCard = async (c: TestClient) =>
  dataOf<{ pending_loan_approvals_count: Card }>(await c.get('/home/ess')).pending_loan_approvals_count;

beforeAll(async () => {
  companyId = await f.companyId('demo');
  ({ next } = await monthsOf(f.t, companyId));
  type = await loanType(f.t, companyId, { rate: '12' });
});

describe('loan request approvals', () => {
  it('with no approver group, wait on holders of approve loan (never the employee), who approve them', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    // The demo may hold requests waiting on the owner already: the card counts one more.
    const card = await loanCard(admin);
    const loan = await request(employee);
    expect(await waitingIds(admin)).toContain(loan.id);
    expect(await waitingIds(hr)).not.toContain(loan.id);
    expect(await waitingIds(employee)).not.toContain(loan.id);
    expect((await loanCard(admin)).loan_pending).toBe(card.loan_pending + 1);
    expect(dataOf<LoanRequest>(await admin.get(`${REQUESTS}/${loan.id}`))).toMatchObject({
      can_decide: true,
    });

    expectFieldError(
      await hr.post(`${REQUESTS}/approve`, { loan_request_ids: [loan.id] }),
      'loan_request_ids',
      M.refusedNotWaiting,
    );
    expectFieldError(
      await employee.post(`${REQUESTS}/approve`, { id: loan.id }),
      'loan_request_ids',
      M.refusedOwn,
    );
    expectFieldError(
      await admin.post(`${REQUESTS}/reject`, { id: loan.id }),
      'reason',
      M.rejectionReasonRequired,
    );
    expectFieldError(await admin.post(`${REQUESTS}/approve`, {}), 'loan_request_ids', M.idsRequired);
    expect((await admin.post(`${REQUESTS}/approve`, { id: 99_999_999 })).statusCode).toBe(404);

    const approved = await admin.post(`${REQUESTS}/approve`, { loan_request_ids: [loan.id] });
    expect(approved.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [loan.id], refused: [] },
    });
    const read = dataOf<LoanRequest>(await employee.get(`${REQUESTS}/${loan.id}`));
    expect(read).toMatchObject({ status: 'approved', can_edit: false, monthly_instalment: '56000.00' });
    expect(read.decided_at).not.toBeNull();
    expect(await noticeKinds(f.t, companyId, me.id)).toContain('loan.approved');
    expect(await waitingIds(admin)).not.toContain(loan.id);
    expect(await loanCard(admin)).toEqual(card);

    // Decided: neither edited nor deleted, nor decided again.
    expect(
      (
        await employee.put(`${REQUESTS}/${loan.id}`, {
          loan_type_id: type,
          amount: 1,
          tenure_months: 1,
          repayment_start: next,
        })
      ).statusCode,
    ).toBe(409);
    expect((await employee.post(`${REQUESTS}/delete`, { loan_request_ids: [loan.id] })).statusCode).toBe(409);
    expectFieldError(
      await admin.post(`${REQUESTS}/approve`, { id: loan.id }),
      'loan_request_ids',
      M.refusedNotPending,
    );
  });

  it('are rejected with the reason, and the employee is told', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    const loan = await request(employee, { amount: 10_000 });
    const res = await admin.post(`${REQUESTS}/reject`, {
      loan_request_ids: [loan.id],
      reason: 'Budget closed',
    });
    expect(dataOf<ApprovalDecisionResult>(res)).toMatchObject({ decided: 1 });
    expect(dataOf<LoanRequest>(await employee.get(`${REQUESTS}/${loan.id}`))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Budget closed',
    });
    expect(await noticeKinds(f.t, companyId, me.id)).toContain('loan.rejected');
  });

  it('through an approver group, wait on its approver only, who approves or rejects them', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    const hrMe = await employeeOf(f.t, companyId, 'hr@demo.example');
    const loans = { module: 'loan', description: 'Loan committee' };
    const group = await oneLevelGroup(f.t, companyId, loans, [me.id], hrMe.id);
    try {
      const loan = await request(employee);
      expect(await waitingIds(hr)).toContain(loan.id);
      expect(await waitingIds(admin)).not.toContain(loan.id);
      expect(await noticeKinds(f.t, companyId, hrMe.id)).toContain('loan.approval-requested');
      expect((await loanCard(hr)).loan_pending).toBeGreaterThanOrEqual(1);
      const page = dataOf<ListPage<LoanRequest>>(await hr.get(`${REQUESTS}/approvals`));
      expect(page.results.find((r) => r.id === loan.id)).toMatchObject({ level: 1, can_decide: true });
      expectFieldError(
        await admin.post(`${REQUESTS}/approve`, { id: loan.id }),
        'loan_request_ids',
        M.refusedNotWaiting,
      );
      // An edit starts its approval again, still with the group.
      const edited = await employee.put(`${REQUESTS}/${loan.id}`, {
        loan_type_id: type,
        amount: 300_000,
        tenure_months: 6,
        repayment_start: next,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await waitingIds(hr)).toContain(loan.id);
      expect(dataOf(await hr.post(`${REQUESTS}/approve`, { loan_request_ids: [loan.id] }))).toMatchObject({
        decided_ids: [loan.id],
      });
      expect(dataOf<LoanRequest>(await employee.get(`${REQUESTS}/${loan.id}`))).toMatchObject({
        status: 'approved',
        amount: '300000.00',
        monthly_instalment: '53000.00',
      });
      expect(await noticeKinds(f.t, companyId, me.id)).toContain('loan.approved');

      const other = await request(employee, { amount: 20_000 });
      await hr.post(`${REQUESTS}/reject`, { id: other.id, reason: 'Too soon' });
      expect(dataOf<LoanRequest>(await employee.get(`${REQUESTS}/${other.id}`))).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Too soon',
      });

      // A pending request withdrawn by its deletion leaves the approver's inbox.
      const third = await request(employee, { amount: 20_000 });
      expect(await waitingIds(hr)).toContain(third.id);
      await employee.post(`${REQUESTS}/delete`, { loan_request_ids: [third.id] });
      expect(await waitingIds(hr)).not.toContain(third.id);
    } finally {
      await dropGroup(f.t, companyId, group);
    }
  });
});
