import { expect, test } from '@playwright/test';
import { approvalCast, approverGroupFor } from '../pages/approvals.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const ALLOWANCE = `Field trip ${stamp}`;
// The claims' approver groups (ADR 45), kept on the allowance settings' approver screens.
const GROUPS = '/api/v1/payroll/salarymanagement/allowance-claims/settings/approver-settings';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'allowance-claims-failure');
});

test('admin makes an allowance claimable, the employee claims it, the approver approves it from the inbox', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { admin, employeeId, approverId } = await approvalCast(page.request);
  // Setup through the API (the shared approver screens have the loans' journey): the HR officer
  // approves the employee's claims.
  const groupId = await approverGroupFor(page.request, admin, GROUPS.replace('/api/v1', ''), {
    name: `Claims ${stamp}`,
    employeeId,
    approverId,
  });
  try {
    // The admin creates a claimable allowance; the list links to who approves claims.
    await signedIn(page, 'admin@demo.example');
    await page.goto('/admin/payroll/pay-package/settings/allowance');
    await expect(page.getByTestId('allowance-claim-approvers')).toBeVisible();
    await page.getByTestId('allowance-create').click();
    await page.getByTestId('allowance-name').fill(ALLOWANCE);
    await page.getByTestId('allowance-amount').fill('20000');
    await page.getByTestId('allowance-claimable').click();
    await page.getByTestId('allowance-save').click();
    await seeNotice(page, 'Allowance created successfully');
    await expect(page.getByTestId('allowance-view-name')).toHaveText(ALLOWANCE);
    await expect(page.getByTestId('allowance-view-amount')).toHaveText('₦20,000.00');

    // The employee claims it in self-service: the form says what it usually is.
    await signedIn(page, 'employee@demo.example');
    await page.goto('/ess/payroll/payslip/allowance/view-all');
    await page.getByTestId('allowance-claim-create').click();
    await expect(page).toHaveURL(/\/ess\/payroll\/payslip\/create$/);
    // The form sits under payslip/ but the sidebar shows where it belongs.
    await expect(page.locator('.ant-menu-item-selected')).toContainText('My Allowances');
    await choose(page, 'allowance-claim-allowance', ALLOWANCE);
    await expect(page.getByText('Usually ₦20,000.00')).toBeVisible();
    await page.getByTestId('allowance-claim-amount').fill('18500.75');
    await page.getByTestId('allowance-claim-reason').fill('Site inspection in Ibadan');
    await page.getByTestId('allowance-claim-save').click();
    await seeNotice(page, 'Allowance claim submitted successfully');
    await expect(page).toHaveURL(/\/ess\/payroll\/payslip\/allowance\/view-all$/);
    const row = page.getByTestId('allowance-claims').locator('tr.ant-table-row', { hasText: ALLOWANCE });
    await expect(row).toContainText('₦18,500.75');
    const status = row.locator('[data-testid^="claim-status-"]');
    await expect(status).toHaveText('Pending');
    const id = Number((await status.getAttribute('data-testid'))?.replace('claim-status-', ''));

    // The group's approver finds it in the claims inbox and approves it.
    await signedIn(page, 'hr@demo.example');
    await page.goto('/ess/payroll/payslip/approval/view-all');
    const waiting = page
      .getByTestId('allowance-claim-approvals')
      .locator('tr.ant-table-row', { hasText: ALLOWANCE });
    await expect(waiting).toContainText('1st Approver');
    await shootAs(page, 'allowance-claims-inbox', true);
    await page.getByTestId(`allowance-claim-approve-${id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await seeNotice(page, 'Allowance claim approved successfully');
    await expect(waiting).toHaveCount(0);

    // The employee's claim reads approved, with the month it is paid in.
    await signedIn(page, 'employee@demo.example');
    await page.goto('/ess/payroll/payslip/allowance/view-all');
    await expect(page.getByTestId(`claim-status-${id}`)).toHaveText('Approved');
    await shootAs(page, 'allowance-claims-approved', true);
  } finally {
    await page.request.delete(`${GROUPS}/${groupId}`, { headers: { authorization: `Bearer ${admin}` } });
  }
});
