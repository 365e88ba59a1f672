import { expect, test } from '@playwright/test';
import { LeaveRequestScreens } from '../pages/leave-requests.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { signedIn, snap } from '../pages/session.ts';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'leave-requests-failure');
});

test('an employee applies for leave and cancels one; HR decides, creates on behalf, filters, views and deletes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const s = new LeaveRequestScreens(page);

  // Setup through the API as the admin: a leave type for everyone, and the employee's requests
  // waiting on the admin (a leave approver list naming the employee).
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/home');
  const adminId = await s.myEmployeeId();
  const ess = await s.employeeByPin('101');
  const hr = await s.employeeByPin('100');
  const relief = await s.employeeByPin('103');
  await s.apiPost('/hrm/leaves/settings/leavetypes', {
    leave_name: 'E2E Leave',
    weekend: ['Saturday', 'Sunday'],
    applicable_days: 10,
    period_type: 'Day',
    category_type: 'all_users',
    is_generic: 1,
    note: '',
  });
  await s.apiPost('/hrm/leaves/settings/approversettings', {
    description: 'E2E employee leave',
    approval_types: 'Sequential',
    category_type: 'employees',
    employees: [ess.id],
    branch_id: 0,
    no_approvals: 1,
    approver_details: [{ approver_person_id: adminId, alt_approver_person_id: '' }],
  });

  // The employee: my leaves with the balance of each type; none of this type yet (the demo's own
  // requests are theirs too, README "Demo data").
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/hrm/leave');
  await expect(page).toHaveURL(/\/ess\/hrm\/leave\/my-leaves$/);
  await expect(page.getByTestId('leave-balances')).toContainText('E2E Leave');
  await choose(page, 'leave-type-filter', 'E2E Leave');
  await expect(page.getByTestId('leave-my-table')).toContainText('No E2E Leave available');
  await s.shoot('ess-my-leaves-empty');
  await page.getByTestId('leave-clear-filters').click();

  // Apply: the required fields answer in the spec's words.
  await page.getByTestId('leave-apply').click();
  await expect(page).toHaveURL(/\/ess\/hrm\/leave\/create$/);
  await expect(page.getByTestId('leave-employee')).toHaveCount(0);
  // Self-service names a relief officer among colleagues (GET /hrm/leaves/relief-officers).
  await expect(page.getByTestId('leave-relief')).toBeVisible();
  await page.getByTestId('leave-save').click();
  await expect(page.getByText('Please input leave type', { exact: false })).toBeVisible();
  await expect(page.getByText('Please input note', { exact: false })).toBeVisible();
  await s.shoot('ess-create-errors');

  const apply = async (from: string, to: string, note: string) => {
    await choose(page, 'leave-type', 'E2E Leave');
    await s.fillRange('leave_dates', from, to);
    await page.getByTestId('leave-note').fill(note);
  };
  await apply('08-03-2027', '10-03-2027', 'Family visit');
  await expect(page.getByTestId('leave-remaining')).toHaveText('10 of 10 days of E2E Leave remain for 2027');
  await s.shoot('ess-create');
  await page.getByTestId('leave-save').click();
  await seeNotice(page, 'Leave request created successfully');
  await expect(page).toHaveURL(/\/ess\/hrm\/leave\/my-leaves$/);
  await expect(s.row('leave-my-table', '08-03-2027').getByTestId('leave-status')).toHaveText('Pending');
  const a = await s.idOf('leave-my-table', '08-03-2027');

  for (const [from, to, note, pending] of [
    ['13-04-2027', '14-04-2027', 'Moving house', 3],
    ['14-06-2027', '15-06-2027', 'Wedding', 5],
  ] as const) {
    await page.getByTestId('leave-apply').click();
    await apply(from, to, note);
    // Days asked for and still pending are reserved: the form says so.
    await expect(page.getByTestId('leave-remaining')).toContainText(
      `(${pending} more requested, awaiting approval)`,
    );
    await page.getByTestId('leave-save').click();
    await seeNotice(page, 'Leave request created successfully');
  }
  const b = await s.idOf('leave-my-table', '13-04-2027');
  const c = await s.idOf('leave-my-table', '14-06-2027');
  // Next year's balance: the days asked for are pending (reserved), none taken yet.
  await page.getByTestId('leave-balance-year').getByText('2027').click();
  await expect(page.getByTestId('leave-balances')).toContainText('7 pending');
  await s.shoot('ess-my-leaves');

  // Cancel one (confirmed): it reads Cancelled and leaves the approver's inbox.
  await s.openConfirm(`leave-cancel-${b}`);
  await s.confirm('Cancel leave');
  await seeNotice(page, 'Leave request cancelled successfully');
  await expect(s.row('leave-my-table', '13-04-2027').getByTestId('leave-status')).toHaveText('Cancelled');
  await expect(page.getByTestId(`leave-cancel-${b}`)).toHaveCount(0);

  // The side panel: the request and the level it waits on.
  await page.getByTestId(`leave-view-${a}`).click();
  await expect(page.getByTestId('leave-detail-note')).toHaveText('Family visit');
  await expect(page.getByTestId('leave-level-1')).toContainText('1st Approver');
  await expect(page.getByTestId('leave-level-1')).toContainText('Waiting');
  await s.shoot('ess-view');
  await page.keyboard.press('Escape');

  // The employee's own approvals inbox is empty.
  await page.getByTestId('leave-tab-approvals').click();
  await expect(page).toHaveURL(/\/ess\/hrm\/leave\/approvals$/);
  await expect(page.getByTestId('leave-approvals-table')).toContainText(
    'No leave request is waiting on your approval',
  );
  await s.shoot('ess-approvals-empty');

  // The admin decides: a rejection asks for its reason; an approval in bulk.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/hrm/leave/approvals');
  await expect(s.row('leave-approvals-table', ess.name)).toHaveCount(2);
  await s.shoot('admin-approvals');
  await page.getByTestId(`leave-reject-${c}`).click();
  await page.getByTestId('leave-reject-confirm').click();
  await expect(page.getByText('Please give a reason for the rejection')).toBeVisible();
  await page.getByTestId('leave-reject-reason').fill('Stocktaking week');
  await s.shoot('admin-reject');
  await page.getByTestId('leave-reject-confirm').click();
  await seeNotice(page, 'Leave request rejected successfully');
  await s.select('leave-approvals-table', ess.name);
  await s.openConfirm('leave-bulk-approve');
  await s.confirm('Approve');
  await seeNotice(page, 'Leave request approved successfully');
  // (The demo's own requests wait on the admin too: only this journey's are counted.)
  await expect(s.row('leave-approvals-table', ess.name)).toHaveCount(0);

  // On behalf of an employee: choosing them loads their types and balance.
  await page.goto('/admin/hrm/leave');
  await expect(page).toHaveURL(/\/admin\/hrm\/leave\/all$/);
  await page.getByTestId('leave-create').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/leave\/create$/);
  await page.getByTestId('leave-save').click();
  await expect(page.getByText('Please input employee name')).toBeVisible();
  await choose(page, 'leave-employee', hr.name);
  await choose(page, 'leave-type', 'E2E Leave');
  await s.fillRange('leave_dates', '17-05-2027', '18-05-2027');
  await expect(page.getByTestId('leave-remaining')).toContainText('of E2E Leave remain for 2027');
  await choose(page, 'leave-relief', relief.name);
  await page.getByTestId('leave-note').fill('Conference');
  await s.shoot('admin-create');
  await page.getByTestId('leave-save').click();
  await seeNotice(page, 'Leave request created successfully');
  await expect(page).toHaveURL(/\/admin\/hrm\/leave\/all/);
  await expect(s.row('leave-table', '17-05-2027')).toContainText(hr.name);
  await s.shoot('admin-all');

  // Filters: by status; a status with none shows the named empty state and its clear link. (Other
  // journeys and the demo's own requests share the list: only this journey's type is counted.)
  await choose(page, 'leave-type-filter', 'E2E Leave');
  await choose(page, 'leave-status-filter', 'Rejected');
  await expect(s.row('leave-table', ess.name)).toContainText('14-06-2027');
  await expect(s.row('leave-table', ess.name)).toHaveCount(1);
  await choose(page, 'leave-status-filter', 'Pending');
  await expect(s.table('leave-table')).toContainText('No Pending Leave available');
  await s.shoot('admin-all-empty-filter');
  await page.getByTestId('leave-clear-filters').click();
  await choose(page, 'leave-type-filter', 'E2E Leave');
  await choose(page, 'leave-status-filter', 'Scheduled');
  await expect(s.table('leave-table').locator('tbody tr.ant-table-row')).toHaveCount(2);

  // The side panel of the approved request shows who approved it.
  await page.getByTestId(`leave-view-${a}`).click();
  await expect(page.getByTestId('leave-detail-employee')).toHaveText(ess.name);
  await expect(page.getByTestId('leave-level-1')).toContainText('Approved by');
  await expect(page.getByTestId('leave-detail').getByTestId('leave-status')).toHaveText(
    'Approved · Scheduled',
  );
  await s.shoot('admin-view');
  await page.keyboard.press('Escape');

  // Multi-select delete appears with two rows selected, after the spec's confirmation.
  await s.select('leave-table', '08-03-2027');
  await expect(page.getByTestId('leave-bulk-delete')).toHaveCount(0);
  await s.select('leave-table', '17-05-2027');
  await expect(page.getByTestId('leave-bulk-delete')).toBeVisible();
  await s.openConfirm('leave-bulk-delete');
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('This Leave will be deleted');
  await s.confirm('Delete');
  await seeNotice(page, 'Leave deleted successfully');
  await expect(s.table('leave-table')).toContainText('No Scheduled Leave available');
  await dismissNotices(page);

  // The admin's own leave: the owner has never applied (not in the demo, nor in a journey).
  await page.getByTestId('leave-tab-mine').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/leave\/my-leave$/);
  await expect(page.getByTestId('leave-balances')).toContainText('E2E Leave');
  await expect(page.getByTestId('leave-my-table')).toContainText('You have not applied for any leave yet');
  await s.shoot('admin-my-leave');
});
