import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const base = '/admin/organization/employees/settings';

/** Every screen twice: desktop, then a 390 px phone. */
const shoot = (page: Page, name: string) => shootAs(page, `employee-settings-${name}`, true);

/** Adds a value through the modal, then renames it, then deletes it; checks each server message. */
async function createEditDelete(page: Page, what: string, name: string, renamed: string) {
  await page.getByTestId('setting-add').click();
  await page.getByTestId('setting-name').fill(name);
  await page.getByTestId('setting-description').fill(`Added by the ${what} e2e test`);
  await page.getByTestId('setting-save').click();
  await seeNotice(page, `${what} created successfully`);
  // The closing modal hands focus back to its trigger: wait, so Enter below goes to the search box.
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('table-search').fill(name);
  await page.getByTestId('table-search').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^Edit ${name}`) }).click();
  await expect(page.getByTestId('setting-name')).toHaveValue(name);
  await page.getByTestId('setting-name').fill(renamed);
  await page.getByTestId('setting-save').click();
  await seeNotice(page, `${what} updated successfully`);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('table-search').fill(renamed);
  await page.getByTestId('table-search').press('Enter');
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await renamedRow.getByRole('button', { name: new RegExp(`^Delete ${renamed}`) }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, `${what} deleted successfully`);
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
}

test('admin manages grades and designations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/home');
  await page.getByTestId('menu-module-organization').click();
  await page.getByTestId('menu-manage-employee-settings').click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('settings-count-grades')).toHaveText('10 values');
  await expect(page.getByTestId('settings-count-types')).toHaveText('4 values');
  await shoot(page, 'overview');

  await page.getByTestId('settings-manage-grades').click();
  await expect(page).toHaveURL(new RegExp(`${base}/grades$`));
  await expect(page.getByTestId('settings-table')).toContainText('GL-07');
  await shoot(page, 'grades');

  // A name already used is refused beside the field.
  await page.getByTestId('setting-add').click();
  await page.getByTestId('setting-name').fill('gl-07');
  await page.getByTestId('setting-save').click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText(
    'A grade with this name already exists.',
  );
  await snap(page, 'employee-settings-grade-modal-error');
  await page.getByTestId('setting-name').fill('');
  await expect(page.getByText('The grade name is required.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await createEditDelete(page, 'Grade', 'GL-18 Test', 'GL-18 Renamed');

  await page.getByTestId('settings-switch').getByText('Designations').click();
  await expect(page).toHaveURL(new RegExp(`${base}/designation$`));
  await expect(page.getByTestId('settings-table')).toContainText('Accountant');
  await shoot(page, 'designations');
  await createEditDelete(page, 'Designation', 'Payroll Analyst', 'Senior Payroll Analyst');

  // A value people hold cannot be deleted: the button is off and says why.
  await page.goto(`${base}/types`);
  const fullTime = page.getByRole('row', { name: /Full-time/ });
  await expect(fullTime.getByRole('button', { name: /^Delete Full-time/ })).toBeDisabled();
  await shoot(page, 'types');
  await page.goto(`${base}/categories`);
  await expect(page.getByTestId('settings-table')).toContainText('Senior Staff');
  await page.getByTestId('setting-add').click();
  await expect(page.getByTestId('setting-name')).toBeFocused();
  await shoot(page, 'category-modal');
});
