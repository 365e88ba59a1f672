import { expect, test } from '@playwright/test';
import { approvalCast, approverGroupFor } from '../pages/approvals.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';
import { confirmMonthFor } from '../pages/payroll-month.ts';

const stamp = Date.now().toString(36).slice(-5);
const TYPE = `Union dues ${stamp}`;
const API = '/api/v1/payroll/benefit-and-deduction';
const GROUPS = `${API}/settings/approver-settings`;
// The demo leaves the current month open for the payroll journey; this one pays the month after it,
// for the self-service employee alone (a batch group of one), so neither changes the other's month.
const now = new Date();
const NEXT = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const MONTH = NEXT.getMonth() + 1;
const YEAR = NEXT.getFullYear();
const MONTH_TEXT = NEXT.toLocaleString('en-GB', { month: 'short', year: 'numeric' });

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'benefit-deductions-failure');
});

test('admin adds a deduction, the approver approves it in the inbox, the month pays it on the payslip', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { admin, employeeId, approverId } = await approvalCast(page.request);
  // The HR officer approves the employee's benefits and deductions (the group's screens are shared).
  const groupId = await approverGroupFor(page.request, admin, GROUPS.replace('/api/v1', ''), {
    name: `Deductions ${stamp}`,
    employeeId,
    approverId,
  });
  try {
    // The admin names the deduction on the types screen.
    await signedIn(page, 'admin@demo.example');
    await page.goto('/admin/payroll/benefit-deduction/settings');
    await page.getByTestId('benefit-deduction-settings-types-open').click();
    await page.getByTestId('benefit-deduction-type-create').first().click();
    await page.getByTestId('benefit-deduction-type-name').fill(TYPE);
    await page.getByTestId('benefit-deduction-type-kind').getByText('Deduction').click();
    await expect(page.getByTestId('benefit-deduction-type-taxable')).toBeDisabled();
    await page.getByTestId('benefit-deduction-type-save').click();
    await seeNotice(page, 'Benefit or deduction type created successfully');
    await expect(page.getByTestId('benefit-deduction-type-table')).toContainText(TYPE);
    await shootAs(page, 'benefit-deduction-types', true);

    // Then a one-off ₦7,500 for the self-service employee next month.
    await page.goto('/admin/payroll/benefit-deduction');
    await expect(page).toHaveURL(/\/benefit-deduction\/view-all/);
    await page.getByTestId('benefit-deduction-create').first().click();
    await choose(page, 'benefit-deduction-employee', '101');
    await choose(page, 'benefit-deduction-type', TYPE);
    await page.getByTestId('benefit-deduction-frequency').getByText('One-off').click();
    await page.getByTestId('benefit-deduction-amount').fill('7500');
    // The month on its calendar (Enter in the field would submit the form).
    const start = page.getByTestId('benefit-deduction-start');
    await start.click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    if (YEAR !== now.getFullYear()) await calendar.locator('.ant-picker-header-super-next-btn').click();
    await calendar.locator(`td[title="${YEAR}-${String(MONTH).padStart(2, '0')}"]`).click();
    await expect(calendar).toHaveCount(0);
    await expect(start).toHaveValue(MONTH_TEXT);
    await page.getByTestId('benefit-deduction-note').fill('Union dues for the month');
    await shootAs(page, 'benefit-deduction-create', true);
    await page.getByTestId('benefit-deduction-save').click();
    await seeNotice(page, 'Benefit or deduction created successfully');
    await expect(page).toHaveURL(/\/view-details\/\d+$/);
    const id = Number(/view-details\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByTestId(`benefit-deduction-status-${id}`).first()).toHaveText('Pending');
    await expect(page.getByTestId('benefit-deduction-details-amount')).toHaveText('₦7,500.00');
    await expect(page.getByTestId('benefit-deduction-level-1')).toBeVisible();

    // The group's approver approves it from the inbox.
    await signedIn(page, 'hr@demo.example');
    await page.goto('/admin/payroll/benefit-deduction/approval');
    const waiting = page
      .getByTestId('benefit-deduction-approvals')
      .locator('tr.ant-table-row', { hasText: TYPE });
    await expect(waiting).toContainText('1st Approver');
    await shootAs(page, 'benefit-deduction-inbox', true);
    await page.getByTestId(`benefit-deduction-approve-${id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await seeNotice(page, 'Benefit or deduction approved successfully');
    await expect(waiting).toHaveCount(0);

    // The month is run and confirmed for the employee alone (the run's screens are the payroll journey's).
    await confirmMonthFor(page.request, admin, {
      name: `Benefit journey ${stamp}`,
      employeeId,
      month: MONTH,
      year: YEAR,
    });

    // view-details lists the month paid.
    await signedIn(page, 'admin@demo.example');
    await page.goto(`/admin/payroll/benefit-deduction/view-details/${id}`);
    await expect(page.getByTestId('benefit-deduction-payments')).toContainText('₦7,500.00');
    await expect(page.getByTestId(`benefit-deduction-status-${id}`).first()).toHaveText('Approved');
    await shootAs(page, 'benefit-deduction-details', true);
    await page.goto('/admin/payroll/benefit-deduction/view-all');
    await expect(page.getByTestId('benefit-deduction-table')).toContainText(TYPE);
    await shootAs(page, 'benefit-deduction-list', true);
    // The list and the record read in French too.
    await page.getByTestId('language-fr').locator('visible=true').first().click();
    await expect(page.getByTestId('benefit-deduction-table')).toContainText('Retenue');
    await shootAs(page, 'benefit-deduction-list-fr', true);
    await page.goto(`/admin/payroll/benefit-deduction/view-details/${id}`);
    await expect(page.getByTestId('benefit-deduction-payments')).toContainText('Mois de paie');
    await shootAs(page, 'benefit-deduction-details-fr', true);
    await page.getByTestId('language-en').locator('visible=true').first().click();

    // The employee's payslip takes it from net pay, named by its type.
    await signedIn(page, 'employee@demo.example');
    await page.goto(`/ess/payroll/payslip/preview-payslip?month=${MONTH}&year=${YEAR}`);
    const line = page.getByTestId(`payslip-deductions-BD_${id}`);
    await expect(line.locator('th')).toHaveText(TYPE);
    await expect(line.locator('td').first()).toHaveText('₦7,500.00');
    await shootAs(page, 'benefit-deduction-payslip', true);
  } finally {
    await page.request.delete(`${GROUPS}/${groupId}`, { headers: { authorization: `Bearer ${admin}` } });
  }
});
