import { expect, test } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const TYPE = `Staff loan ${stamp}`;
const TYPES = '/api/v1/payroll/loans/settings/loantypes';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'loan-requests-failure');
});

test('an employee requests a loan in ESS, the approver approves it, and the ESS list shows it approved with its schedule', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The loan type through the settings' API (their screens have their own journey).
  const admin = await apiToken(page.request, 'admin@demo.example');
  const made = await page.request.post(TYPES, {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: TYPE,
      minimum_amount: '10000',
      maximum_amount: '2000000',
      max_tenure_months: 24,
      interest_rate: '12',
      interest_type: 'flat',
      eligible_after_months: 0,
      status: 'active',
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The employee asks in self-service: the form shows what they may borrow and the instalment.
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/payroll/loan/view-all');
  await page.getByTestId('loan-create').first().click();
  await expect(page).toHaveURL(/\/ess\/payroll\/loan\/create$/);
  await choose(page, 'loan-type', TYPE);
  await expect(page.getByTestId('loan-may-borrow')).toContainText('₦2,000,000.00');
  await page.getByTestId('loan-amount').fill('600000');
  await page.getByTestId('loan-tenure').fill('12');
  await expect(page.getByTestId('loan-preview')).toContainText('₦56,000.00 a month');
  await page.getByTestId('loan-reason').fill('School fees');
  await shootAs(page, 'loan-request-form', true);
  await page.getByTestId('loan-save').click();
  await seeNotice(page, 'Loan request submitted successfully');
  await expect(page).toHaveURL(/\/ess\/payroll\/loan\/view-all$/);
  const row = page.getByTestId('my-loans').locator('tr.ant-table-row', { hasText: TYPE });
  await expect(row).toContainText('₦600,000.00');
  const status = row.locator('[data-testid^="loan-status-"]');
  await expect(status).toHaveText('Pending');
  const id = Number((await status.getAttribute('data-testid'))?.replace('loan-status-', ''));

  // No approver group covers the employee: the owner, who approves loans, finds it in the inbox.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/payroll/loan/loan-approval/view-all');
  const waiting = page.getByTestId('loan-approvals').locator('tr.ant-table-row', { hasText: TYPE });
  await expect(waiting).toContainText('₦56,000.00');
  await expect(waiting).toContainText('Loan approvers');
  await shootAs(page, 'loan-approvals-inbox', true);
  // The approver reads its schedule from the inbox before deciding.
  await page.getByTestId(`loan-request-view-${id}`).click();
  await expect(page.getByTestId(`loan-schedule-${id}`).locator('tr.ant-table-row')).toHaveCount(12);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`loan-schedule-${id}`)).toHaveCount(0);
  await page.getByTestId(`loan-request-approve-${id}`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await seeNotice(page, 'Loan request approved successfully');
  await expect(waiting).toHaveCount(0);
  // The company's list has it, approved.
  await page.goto('/admin/payroll/loan');
  await expect(page).toHaveURL(/\/admin\/payroll\/loan\/loan-request\/view-all/);
  await expect(page.getByTestId(`loan-status-${id}`)).toHaveText('Approved');
  await shootAs(page, 'loan-requests-admin', true);

  // The employee's list reads approved, with the balance and the twelve months of the schedule.
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/payroll/loan');
  await expect(page).toHaveURL(/\/ess\/payroll\/loan\/view-all/);
  await expect(page.getByTestId(`loan-status-${id}`)).toHaveText('Approved');
  await expect(page.getByTestId(`loan-balance-${id}`)).toHaveText('₦672,000.00');
  await page.getByTestId(`loan-view-${id}`).click();
  const schedule = page.getByTestId(`loan-schedule-${id}`);
  await expect(schedule.locator('tr.ant-table-row')).toHaveCount(12);
  await expect(schedule.getByTestId('loan-facts-monthly')).toHaveText('₦56,000.00');
  await expect(schedule.getByTestId('loan-facts-balance')).toHaveText('₦672,000.00');
  await shootAs(page, 'loan-schedule', true);

  // In French, the list and the schedule read in French figures.
  await page.keyboard.press('Escape');
  await expect(schedule).toHaveCount(0);
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByTestId(`loan-status-${id}`)).toHaveText('Approuvé');
  await snap(page, 'my-loans-fr');
  await page.getByTestId(`loan-view-${id}`).click();
  await expect(schedule.getByTestId('loan-facts-balance')).toHaveText(/672\s000,00\s₦/);
  await snap(page, 'loan-schedule-fr');
  await page.keyboard.press('Escape');
  await page.goto('/ess/payroll/loan/create');
  await choose(page, 'loan-type', TYPE);
  await page.getByTestId('loan-amount').fill('600000');
  await page.getByTestId('loan-tenure').fill('12');
  await expect(page.getByTestId('loan-preview')).toContainText('par mois');
  await snap(page, 'loan-request-form-fr');
  await page.getByTestId('language-en').locator('visible=true').first().click();
});

test('an admin requests a loan for an employee, refused past the type’s maximum, then saved pending', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/payroll/loan/loan-request/view-all');
  await page.getByTestId('loan-create').first().click();
  await expect(page).toHaveURL(/\/admin\/payroll\/loan\/loan-request\/create$/);
  await expect(page.getByText('Choose the employee first.')).toBeVisible();
  await choose(page, 'loan-employee', '101');
  await choose(page, 'loan-type', TYPE);
  await expect(page.getByTestId('loan-form-hints')).toBeVisible();
  await page.getByTestId('loan-amount').fill('2500000');
  await page.getByTestId('loan-tenure').fill('6');
  await page.getByTestId('loan-save').click();
  await expect(
    page.getByText('The amount must not be more than ₦2,000,000.00 for this loan type').first(),
  ).toBeVisible();
  await shootAs(page, 'loan-request-admin-form', true);
  await page.getByTestId('loan-amount').fill('150000');
  await page.getByTestId('loan-save').click();
  await seeNotice(page, 'Loan request submitted successfully');
  await expect(page).toHaveURL(/\/admin\/payroll\/loan\/loan-request\/view-all$/);
  const row = page
    .getByTestId('loan-requests')
    .locator('tr.ant-table-row', { hasText: '₦150,000.00' })
    .first();
  await expect(row.locator('[data-testid^="loan-status-"]')).toHaveText('Pending');
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { name: 'Demandes de prêt' })).toBeVisible();
  await shootAs(page, 'loan-requests-admin-fr', true);
  await page.getByTestId('language-en').locator('visible=true').first().click();
});
