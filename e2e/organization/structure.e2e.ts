import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const base = '/admin/organization';
const stamp = Date.now().toString(36).slice(-5);
const BRANCH = `Kaduna Depot ${stamp}`;
const DEPARTMENT = `Logistics ${stamp}`;
const TEAM = `Dispatch Crew ${stamp}`;

/** Desktop screenshot; with `mobile`, a 390 px phone one too. */
const shoot = (page: Page, name: string, mobile = false) => shootAs(page, `structure-${name}`, mobile);

/** The Organisation sub-menu opens on its own pages; opened by hand otherwise. */
async function openMenu(page: Page, testId: string): Promise<void> {
  const entry = page.getByTestId(testId);
  if (!(await entry.isVisible())) await page.getByTestId('menu-module-organization').click();
  await entry.click();
}

async function search(page: Page, table: string, text: string): Promise<void> {
  await page.getByTestId(table).getByTestId('table-search').fill(text);
  await page.keyboard.press('Enter');
}

/** Types into a remote employee picker and picks the first match not yet chosen (the search waits 500 ms). */
async function pickEmployee(page: Page, testId: string, text: string): Promise<string> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-selected)')
    .filter({ hasText: new RegExp(text, 'i') })
    .first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  return label;
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'structure-failure');
});

test('admin builds a branch, a department in it and a team, then edits and deletes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  // The default branch route shows the list; the sidebar entry leads there too.
  await page.goto(`${base}/branch`);
  await expect(page).toHaveURL(new RegExp(`${base}/branch/view-all$`));
  await expect(page.getByTestId('branch-table')).toContainText('Lagos HQ');
  await shoot(page, 'branch-list', true);

  // Create a branch; a missing name is refused beside the field.
  await page.getByTestId('branch-create').click();
  await expect(page).toHaveURL(new RegExp(`${base}/branch/create$`));
  await page.getByTestId('branch-save').click();
  await expect(page.getByText('Kindly input station name')).toBeVisible();
  await page.getByTestId('branch-name').fill('lagos hq');
  await page.getByTestId('branch-save').click();
  // The server's 422 lands beside the field, not only in the notification.
  // (by text: the required-field message may still be animating out of the same slot)
  await expect(
    page.getByTestId('branch-form').getByText('A branch with this name already exists'),
  ).toBeVisible();
  await page.getByTestId('branch-name').fill(BRANCH);
  await page.getByTestId('branch-type').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Warehouse', { exact: true }).click();
  await page.getByTestId('branch-phone').fill('+234 803 555 0101');
  await page.getByTestId('branch-email').fill('kaduna@demo.example');
  await page.getByTestId('branch-address').fill('4 Ahmadu Bello Way, Kaduna');
  await shoot(page, 'branch-create', true);
  await page.getByTestId('branch-save').click();
  await seeNotice(page, 'Branch created successfully');
  await expect(page).toHaveURL(new RegExp(`${base}/branch/view-all`));

  // Edit it from the list.
  await search(page, 'branch-table', BRANCH);
  const branchRow = page.getByRole('row', { name: new RegExp(BRANCH) });
  await expect(branchRow).toContainText('Warehouse');
  await branchRow.getByRole('link', { name: new RegExp(`^Edit ${BRANCH}`) }).click();
  await expect(page.getByTestId('branch-name')).toHaveValue(BRANCH);
  await page.getByTestId('branch-address').fill('6 Ahmadu Bello Way, Kaduna');
  await shoot(page, 'branch-edit', true);
  await page.getByTestId('branch-save').click();
  await seeNotice(page, 'Branch updated successfully');

  // A department in the new branch.
  await openMenu(page, 'menu-view-departments');
  await expect(page).toHaveURL(new RegExp(`${base}/department/view-all`));
  await expect(page.getByTestId('department-table')).toContainText('Finance');
  await shoot(page, 'department-list', true);
  await page.getByTestId('department-create').click();
  await page.getByTestId('department-save').click();
  await expect(page.getByText('Kindly input department name')).toBeVisible();
  await expect(page.getByText('Kindly select a branch')).toBeVisible();
  await page.getByTestId('department-name').fill(DEPARTMENT);
  await page.getByTestId('department-branch').click();
  await page.keyboard.type(BRANCH);
  await page.locator('.ant-select-dropdown:visible').getByText(BRANCH, { exact: true }).click();
  const head = await pickEmployee(page, 'department-head', 'okafor');
  await page.getByTestId('department-description').fill('Inbound and outbound goods');
  await shoot(page, 'department-create', true);
  await page.getByTestId('department-save').click();
  await seeNotice(page, 'Department created successfully');

  await search(page, 'department-table', DEPARTMENT);
  const deptRow = page.getByRole('row', { name: new RegExp(DEPARTMENT) });
  await expect(deptRow).toContainText(BRANCH);
  await expect(deptRow).toContainText(head.replace(/ \(.*\)$/, ''));
  await deptRow.getByRole('link', { name: new RegExp(`^Edit ${DEPARTMENT}`) }).click();
  await expect(page.getByTestId('department-name')).toHaveValue(DEPARTMENT);
  await expect(page.getByTestId('department-form')).toContainText(head.replace(/ \(.*\)$/, ''));
  await page.getByTestId('department-status').getByText('Inactive').click();
  await shoot(page, 'department-edit', true);
  await page.getByTestId('department-save').click();
  await seeNotice(page, 'Department updated successfully');
  await page.getByTestId('department-status-filter').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Inactive', { exact: true }).click();
  await search(page, 'department-table', DEPARTMENT);
  await expect(page.getByRole('row', { name: new RegExp(DEPARTMENT) })).toContainText('Inactive');

  // A team with two members.
  await openMenu(page, 'menu-view-teams');
  await expect(page).toHaveURL(new RegExp(`${base}/team/view-all`));
  await shoot(page, 'team-list', true);
  await page.getByTestId('team-create').click();
  await page.getByTestId('team-name').fill(TEAM);
  await pickEmployee(page, 'team-lead', 'okafor');
  await pickEmployee(page, 'team-members', 'Abubakar');
  await pickEmployee(page, 'team-members', 'Adeleke');
  await expect(page.getByTestId('team-members').locator('.ant-select-selection-item')).toHaveCount(2);
  await shoot(page, 'team-create', true);
  await page.getByTestId('team-save').click();
  await seeNotice(page, 'Team created successfully');

  await search(page, 'team-table', TEAM);
  const teamRow = page.getByRole('row', { name: new RegExp(TEAM) });
  await expect(teamRow).toContainText('2');
  await teamRow.getByRole('link', { name: new RegExp(`^Edit ${TEAM}`) }).click();
  await expect(page.getByTestId('team-members').locator('.ant-select-selection-item')).toHaveCount(2);
  await page.getByTestId('team-description').fill('Loads the morning trucks');
  await shoot(page, 'team-edit', true);
  await page.getByTestId('team-save').click();
  await seeNotice(page, 'Team updated successfully');

  // Delete the team.
  await search(page, 'team-table', TEAM);
  await page
    .getByRole('row', { name: new RegExp(TEAM) })
    .getByRole('button', { name: new RegExp(`^Delete ${TEAM}`) })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Teams deleted successfully');
  await expect(page.getByRole('row', { name: new RegExp(TEAM) })).toHaveCount(0);
  await shoot(page, 'team-list-after-delete');

  // The branch now holds a department, so deleting it is refused with a clear message.
  await page.goto(`${base}/branch/view-all`);
  await search(page, 'branch-table', BRANCH);
  await page
    .getByRole('row', { name: new RegExp(BRANCH) })
    .getByRole('button', { name: new RegExp(`^Delete ${BRANCH}`) })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This branch still has departments').first()).toBeVisible();
});
