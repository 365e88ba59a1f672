import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_CLAIM_MESSAGES as M,
  APPROVER_SETTINGS_APIS,
  type AllowanceClaim,
  type ApprovalDecisionResult,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, employeeIdOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { make } from '../../../test/factories.ts';
import { currentMonthOf, storedClaim } from './allowances.fixtures.ts';

/** The claims' approver groups as the settings screens keep them (ADR 45), and a claim they cover. */
const GROUPS = APPROVER_SETTINGS_APIS['allowance-claim'];
const CLAIMS = '/payroll/salarymanagement/allowance-claims';
const f = testFile();
const waitingIds = async (c: TestClient) =>
  dataOf<ListPage<AllowanceClaim>>(await c.get(`${CLAIMS}/approvals`)).results.map((r) => r.id);

describe('allowance claim approver groups', () => {
  it('are kept by whoever keeps the allowance settings', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    expect((await admin.get(GROUPS)).statusCode).toBe(200);
    expect((await employee.get(GROUPS)).statusCode).toBe(403);
  });

  it("send a covered employee's claim to the group's approver, not to payroll approvers", async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const companyId = await f.companyId('demo');
    const claimant = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const approver = await employeeIdOf(f.t, companyId, 'hr@demo.example');

    const group = await make.approverGroup(admin, 'allowance-claim', {
      name: 'Claims desk',
      approvers: [approver],
      covers: [claimant],
    });

    const made = dataOf<AllowanceClaim>(
      await employee.post(CLAIMS, { title: 'Taxi to the client', amount: '4500', reason: 'Late meeting' }),
      201,
    );
    expect(await waitingIds(hr)).toContain(made.id);
    // 'approve payroll' holders neither see it nor may decide it while the group covers the claimant.
    expect(await waitingIds(admin)).not.toContain(made.id);
    expectFieldError(
      await admin.post(`${CLAIMS}/approve`, { allowance_claim_ids: [made.id] }),
      'allowance_claim_ids',
      M.refusedNotWaiting,
    );

    const approved = await hr.post(`${CLAIMS}/approve`, { allowance_claim_ids: [made.id] });
    expect(approved.json()).toMatchObject({ message: M.approved });
    expect(dataOf<ApprovalDecisionResult>(approved)).toMatchObject({ decided: 1, decided_ids: [made.id] });
    const [now] = await currentMonthOf(f.t, companyId);
    expect(await storedClaim(f.t, companyId, made.id)).toEqual({ status: 'approved', pay_month: now });
    expect(dataOf<AllowanceClaim>(await employee.get(`${CLAIMS}/${made.id}`)).status).toBe('approved');
    expect(await waitingIds(hr)).not.toContain(made.id);

    // Once the group is gone, the next claim waits on payroll approvers again.
    expect((await admin.delete(`${GROUPS}/${group.id}`)).statusCode).toBe(200);
    const next = dataOf<AllowanceClaim>(
      await employee.post(CLAIMS, { title: 'Parking', amount: '1500', reason: 'Site visit' }),
      201,
    );
    expect(await waitingIds(admin)).toContain(next.id);
    expect(await waitingIds(hr)).not.toContain(next.id);
  });

  it("answers another company's group id with a 404", async () => {
    const [admin, acme] = await Promise.all([f.as('admin'), f.as('acmeAdmin')]);
    const acmeId = await f.companyId('acme');
    const acmeApprover = await employeeIdOf(f.t, acmeId, 'admin@acme.example');
    const theirs = await make.approverGroup(acme, 'allowance-claim', {
      name: 'Acme claims',
      type: 'Concurrent',
      approvers: [acmeApprover],
    });
    expect((await admin.get(`${GROUPS}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${GROUPS}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${GROUPS}/${theirs.id}/approvables`)).statusCode).toBe(404);
  });
});
