import { expect, test } from '@playwright/test';
import { ApproverScreens } from '../pages/approver-screens.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const GROUP = `Loan committee ${stamp}`;
const RENAMED = `Loan board ${stamp}`;

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'approvers-failure');
});

test('admin sets up a Sequential loan approver group, assigns employees and deletes it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const screens = new ApproverScreens(page, '/admin/payroll/loan/settings/approvers');
  await signedIn(page, 'admin@demo.example');

  // An empty search says so in the spec's words, with a way back.
  await page.goto(`${screens.base}?search=nobody-${stamp}`);
  await expect(screens.table()).toContainText(`You are yet to create any approver for nobody-${stamp}`);
  await page.getByTestId('approver-clear-search').click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}$`));
  await screens.shoot('list', true);

  // Create: the required fields answer with the spec's messages, then a two-level Sequential group.
  await page.getByTestId('approver-create').click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}/create$`));
  await page.getByTestId('approver-save').click();
  await expect(page.getByText('Please input group name')).toBeVisible();
  await expect(page.getByText('Please select approval type')).toBeVisible();
  await expect(page.getByText('Please select approval person')).toBeVisible();
  await page.getByTestId('approver-name').fill(GROUP);
  await page.getByTestId('approver-type').getByText('Sequential').click();
  await screens.setLevels([['okafor', 'Adeleke'], ['Abubakar']]);
  await screens.shoot('create', true);
  await page.getByTestId('approver-save').click();
  await seeNotice(page, 'Approver created successfully');

  // Listed, with its count and type.
  await expect(page).toHaveURL(new RegExp(`${screens.base}$`));
  await screens.search(GROUP);
  await expect(screens.row(GROUP)).toContainText('2');
  await expect(screens.row(GROUP)).toContainText('Sequential');
  const id = await screens.idOf(GROUP);
  await dismissNotices(page);
  await screens.shoot('list-filled', true);

  // View: the levels with their labels, names, and the Back link.
  await screens.row(GROUP).getByTestId(`approver-view-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}/view/${id}$`));
  const levels = page.getByTestId('approver-view-levels');
  await expect(levels).toContainText('1st Approver');
  await expect(levels).toContainText('2nd Approver');
  await expect(levels).toContainText(/Okafor/);
  await expect(levels).toContainText(/Adeleke/);
  await expect(page.getByTestId('approver-view-type')).toHaveText('Sequential');
  await screens.shoot('view', true);
  // In French, the level labels follow French ordinals.
  await page.getByTestId('language-fr').click();
  await expect(levels).toContainText('1er approbateur');
  await expect(levels).toContainText('2e approbateur');
  await screens.shoot('view-fr');
  await page.getByTestId('language-en').click();
  await expect(levels).toContainText('1st Approver');

  // Edit: the stored names show, a rename and a third level cut back to two are saved.
  await page.getByTestId('approver-view-edit').click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}/edit/${id}$`));
  await expect(page.getByTestId('approver-person-1')).toContainText(/Okafor/);
  await page.getByTestId('approver-count').fill('3');
  await expect(page.getByTestId('approver-level-3')).toBeVisible();
  await page.getByTestId('approver-count').fill('2');
  await expect(page.getByTestId('approver-level-3')).toHaveCount(0);
  await page.getByTestId('approver-name').fill(RENAMED);
  await screens.shoot('edit');
  await page.getByTestId('approver-save').click();
  await seeNotice(page, 'Approver updated successfully');
  await screens.search(RENAMED);
  await expect(screens.row(RENAMED)).toBeVisible();

  // Assign: nothing chosen is refused in the spec's words, then two employees are covered.
  await screens.row(RENAMED).getByTestId(`approver-assign-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}/assign/${id}$`));
  await page.getByTestId('approver-assign-save').click();
  await expect(page.getByTestId('approver-assign-empty')).toHaveText('Kindly select or deselect employees');
  await screens.addEmployee('Abubakar');
  await screens.addEmployee('Adeleke');
  await screens.shoot('assign', true);
  await page.getByTestId('approver-assign-save').click();
  await seeNotice(page, 'Employees assigned successfully');
  await expect(page).toHaveURL(new RegExp(`${screens.base}/view/${id}$`));
  const covered = page.getByTestId('approver-covered');
  await expect(covered).toContainText(/Abubakar/);
  await expect(covered).toContainText(/Adeleke/);
  await expect(covered.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await dismissNotices(page);

  // Back to the list, where the group counts its two employees, and delete it.
  await page.getByTestId('approver-back').click();
  await expect(page).toHaveURL(new RegExp(`${screens.base}$`));
  await screens.search(RENAMED);
  await expect(screens.row(RENAMED)).toContainText('2 items');
  await screens.row(RENAMED).getByTestId(`approver-delete-${id}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Approver deleted successfully');
  await expect(screens.table()).toContainText(`You are yet to create any approver for ${RENAMED}`);
});
