import { expect, test } from '@playwright/test';
import { LeaveSettingsScreens } from '../pages/leave-settings.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { choose, chooseFirst } from '../pages/select.ts';
import { signedIn, snap } from '../pages/session.ts';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'leave-settings-failure');
});

test('HR sets up leave types, a leave approver list and an exemption approval setting', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const s = new LeaveSettingsScreens(page);
  await signedIn(page, 'admin@demo.example');

  // The settings hub links the two areas.
  await page.goto('/admin/hrm/leave/settings');
  await expect(page.getByTestId('leave-settings-types')).toContainText('Manage Leave Type');
  await expect(page.getByTestId('leave-settings-approvers')).toContainText('Manage Leave Approver');
  await s.shoot('hub');

  // Other journeys share the database, so the empty state is reached through a search nothing matches.
  await page.getByTestId('leave-settings-types').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/leave\/settings\/leave-type$/);
  await s.search('leave-type-table', 'No such type');
  await expect(s.typeTable()).toContainText('No Leave Type available for No such type');
  await s.shoot('types-empty');

  // Create: the required fields answer in the spec's words; the duration takes digits only.
  await page.getByTestId('leave-type-create').click();
  await expect(page).toHaveURL(/\/leave-type\/create$/);
  await page.getByTestId('leave-type-save').click();
  await expect(page.getByText('Please input leave type name')).toBeVisible();
  await expect(page.getByText('Please input leave duration')).toBeVisible();
  await page.getByTestId('leave-type-name').fill('Exam Leave');
  await page.getByTestId('leave-type-days').pressSequentially('2a0');
  await expect(page.getByTestId('leave-type-days')).toHaveValue('20');
  await page.getByTestId('leave-type-weekend').getByText('Saturday').click();
  await page.getByTestId('leave-type-weekend').getByText('Sunday').click();
  await s.shoot('type-create');
  await page.getByTestId('leave-type-save').click();
  await seeNotice(page, 'Leave type created successfully');

  // Listed with its days; the side panel shows the weekend. Every company starts with default
  // types (ADR 30), so the new one is found by name rather than on the first page.
  await expect(page).toHaveURL(/\/leave-type$/);
  await s.search('leave-type-table', 'Exam Leave');
  await expect(s.row('leave-type-table', 'Exam Leave')).toContainText('20');
  const annual = await s.idOf('leave-type-table', 'Exam Leave');
  await s.shoot('types-list');
  await page.getByTestId(`leave-type-view-${annual}`).click();
  await expect(page.getByTestId('leave-type-detail-name')).toHaveText('Exam Leave');
  await expect(page.getByTestId('leave-type-detail-days')).toHaveText('20 days');
  await expect(page.getByTestId('leave-type-detail-weekend')).toHaveText('Saturday, Sunday');
  await expect(page.getByTestId('leave-type-detail-gender')).toHaveText('Everyone');
  await s.shoot('type-detail');
  await page.keyboard.press('Escape');

  // A maternity type: the name sets the gender, and the branch and department are asked for.
  await page.getByTestId('leave-type-create').click();
  await page.getByTestId('leave-type-name').fill('Maternity Cover');
  await expect(page.getByTestId('leave-type-gender-forced')).toHaveText(
    'A maternity leave is for female employees.',
  );
  await expect(page.getByTestId('leave-type-gender-based')).toBeDisabled();
  await expect(page.getByTestId('leave-type-gender').getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByTestId('leave-type-days').fill('90');
  await page.getByTestId('leave-type-all-branches').click();
  await choose(page, 'leave-type-category', 'Department');
  await page.getByTestId('leave-type-save').click();
  await expect(page.getByText('Please select branch')).toBeVisible();
  await expect(page.getByText('Please select department')).toBeVisible();
  await s.shoot('type-create-maternity');
  await chooseFirst(page, 'leave-type-branch');
  await choose(page, 'leave-type-departments', 'Human Resources');
  await page.getByTestId('leave-type-save').click();
  await seeNotice(page, 'Leave type created successfully');
  await s.search('leave-type-table', 'Maternity Cover');
  const maternity = await s.idOf('leave-type-table', 'Maternity Cover');
  await page.getByTestId(`leave-type-view-${maternity}`).click();
  await expect(page.getByTestId('leave-type-detail-gender')).toHaveText('Female');
  await expect(page.getByTestId('leave-type-detail')).toContainText('Human Resources');
  await page.keyboard.press('Escape');

  // Edit reads the type back: the switch off, the branch and department chosen.
  await page.getByTestId(`leave-type-edit-${maternity}`).click();
  await expect(page).toHaveURL(new RegExp(`/leave-type/edit/${maternity}$`));
  await expect(page.getByTestId('leave-type-name')).toHaveValue('Maternity Cover');
  await expect(page.getByTestId('leave-type-departments')).toContainText('Human Resources');
  await s.shoot('type-edit');

  // Leave approvers: an empty form answers in the spec's words.
  await page.goto('/admin/hrm/leave/settings');
  await page.getByTestId('leave-settings-approvers').click();
  await expect(page).toHaveURL(/\/settings\/leave-approval$/);
  await s.search('category-approver-table', 'No such list');
  await expect(s.approverTable()).toContainText('No Leave Approver available for No such list');
  await s.shoot('approvers-empty');
  await page.getByTestId('category-approver-create').click();
  await expect(page).toHaveURL(/\/leave-approval\/create$/);
  await page.getByTestId('category-approver-save').click();
  await expect(page.getByText('Please input leave Approval list')).toBeVisible();
  await expect(page.getByText('Please select approval type')).toBeVisible();
  await expect(page.getByText('Please select category type')).toBeVisible();
  await expect(page.getByText('Please select approval person')).toBeVisible();

  // A two-level Sequential list for a department in one branch.
  await page.getByTestId('category-approver-description').fill('Operations leave');
  await page.getByTestId('category-approver-type').getByText('Sequential').click();
  await choose(page, 'category-approver-category', 'Department');
  await page.getByTestId('category-approver-save').click();
  await expect(page.getByText('Please select department')).toBeVisible();
  await expect(page.getByText('Please select branch')).toBeVisible();
  await choose(page, 'category-approver-departments', 'Operations');
  await chooseFirst(page, 'category-approver-branch');
  await s.setLevels([['okafor', 'Adeleke'], ['Abubakar']]);
  await s.shoot('approver-create');
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Leave approver created successfully');
  await expect(page).toHaveURL(/\/settings\/leave-approval$/);
  await expect(s.row('category-approver-table', 'Operations leave')).toContainText('2');
  const group = await s.idOf('category-approver-table', 'Operations leave');
  await dismissNotices(page);
  await s.shoot('approvers-list');

  // View: approvers per level, with names.
  await page.getByTestId(`category-approver-view-${group}`).click();
  await expect(page).toHaveURL(new RegExp(`/leave-approval/view/${group}$`));
  const levels = page.getByTestId('category-approver-view-levels');
  await expect(levels).toContainText('1st Approver');
  await expect(levels).toContainText('2nd Approver');
  await expect(levels).toContainText(/Okafor/);
  await expect(levels).toContainText(/Abubakar/);
  await expect(page.getByTestId('category-approver-view-category')).toHaveText('Department');
  await expect(page.getByTestId('category-approver-view-covers')).toContainText('Operations');
  await s.shoot('approver-view');

  // Edit: the category comes from the filled list; a rename is saved and the list shows it.
  await page.getByTestId('category-approver-view-edit').click();
  await expect(page).toHaveURL(new RegExp(`/leave-approval/edit/${group}$`));
  await expect(page.getByTestId('category-approver-category')).toContainText('Department');
  await expect(page.getByTestId('category-approver-departments')).toContainText('Operations');
  await expect(page.getByTestId('approver-person-1')).toContainText(/Okafor/);
  await s.shoot('approver-edit');
  await page.getByTestId('category-approver-description').fill('Operations leave approvers');
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Leave approver updated successfully');
  await expect(s.row('category-approver-table', 'Operations leave approvers')).toBeVisible();

  // Exemption approval settings: the hub, then created through approval/create.
  await page.goto('/admin/hrm/exemption/settings');
  await expect(page.getByTestId('exemption-settings-approvers')).toContainText('Manage Exemption Approver');
  await s.shoot('exemption-hub');
  await page.goto('/admin/hrm/exemption/approval/create');
  await page.getByTestId('category-approver-save').click();
  await expect(page.getByText('Please input exemption Approval list')).toBeVisible();
  await page.getByTestId('category-approver-description').fill('Field staff exemptions');
  await page.getByTestId('category-approver-type').getByText('Concurrent').click();
  await choose(page, 'category-approver-category', 'Employees');
  await choose(page, 'category-approver-employees', 'Okafor');
  await s.setLevels([['Adeleke']]);
  await s.shoot('exemption-create');
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Exemption approver created successfully');
  await expect(page).toHaveURL(/\/admin\/hrm\/exemption\/approval-settings$/);
  await expect(s.row('category-approver-table', 'Field staff exemptions')).toContainText('1');
  const exemption = await s.idOf('category-approver-table', 'Field staff exemptions');
  await dismissNotices(page);
  await s.shoot('exemption-list');
  await page.getByTestId(`category-approver-edit-${exemption}`).click();
  await expect(page).toHaveURL(new RegExp(`/exemption/approver-settings/edit/${exemption}$`));
  await expect(page.getByTestId('category-approver-category')).toContainText('Employees');
  await expect(page.getByTestId('category-approver-employees')).toContainText(/Okafor/);

  // In French, the list reads in French.
  await page.goto('/admin/hrm/leave/settings/leave-type');
  await page.getByTestId('language-fr').click();
  await expect(page.getByText('Types de congé').first()).toBeVisible();
  await s.shoot('types-list-fr');
  await page.getByTestId('language-en').click();
  // The list in English again before searching it: a search typed while the switch still renders is lost.
  await expect(page.getByRole('heading', { name: 'Leave types' })).toBeVisible();

  // Delete a type: the spec's confirmation, then it is gone.
  await s.search('leave-type-table', 'Exam Leave');
  await page.getByTestId(`leave-type-delete-${annual}`).click();
  await expect(page.getByText('This Leave Type will be deleted')).toBeVisible();
  await expect(page.getByText('Delete Leave Type')).toBeVisible();
  await page.locator('.ant-popconfirm, .ant-modal').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Leave type deleted successfully');
  await expect(s.typeTable()).toContainText('No Leave Type available for Exam Leave');
});
