import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { shootAs, signedIn, signInFromStart, snap } from '../pages/session.ts';
import { choose } from '../pages/select.ts';

const base = '/admin/organization/system-settings';

/** Every screen twice: desktop, then a 390 px phone. */
const shoot = (page: Page, name: string) => shootAs(page, `system-settings-${name}`, true);

test('account settings and public holidays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/home');
  await page.getByTestId('menu-module-organization').click();
  await page.getByTestId('menu-view-system-settings').click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('settings-billing')).toBeVisible();
  await shoot(page, 'hub');

  await page.getByTestId('settings-account').click();
  await expect(page.getByTestId('account-slug')).toHaveValue('demo');
  await choose(page, 'account-currency', 'Dollar ($)');
  await page.getByTestId('account-save').click();
  await seeNotice(page, 'Account settings updated successfully');
  await page.reload();
  await expect(page.getByTestId('account-currency')).toContainText('Dollar ($)');
  await shoot(page, 'account');
  // Put the default back for the other specs.
  await choose(page, 'account-currency', 'Naira (₦)');
  await page.getByTestId('account-save').click();
  await expect(page.getByText('Account settings updated successfully').first()).toBeVisible();

  await page.goto(`${base}/public-holidays`);
  await page.getByTestId('holiday-year').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '2026' }).click();
  await expect(page.getByTestId('holidays-table')).toContainText('Independence Day');
  await shoot(page, 'holidays');
  await page.getByTestId('holiday-add').click();
  await page.getByTestId('holiday-name').fill('Clockroom Day');
  // The calendar opens on January of the chosen year. A click during the picker's opening animation
  // can miss, so open and pick until the field holds the date.
  const day = page.locator('td[title="2026-01-15"]');
  await expect(async () => {
    if (!(await day.isVisible())) await page.getByTestId('holiday-date').click();
    await day.click({ timeout: 2000 });
    await expect(page.getByTestId('holiday-date')).toHaveValue('15-01-2026', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await snap(page, 'system-settings-holiday-modal');
  await page.getByTestId('holiday-save').click();
  await seeNotice(page, 'Holiday saved successfully');
  const row = page.getByRole('row', { name: /Clockroom Day/ });
  await expect(row).toContainText('15-01-2026');
  await row.getByRole('button', { name: 'Delete holiday' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Holiday deleted successfully');
  await expect(page.getByRole('row', { name: /Clockroom Day/ })).toHaveCount(0);
});

test('a new role limits what its member sees', async ({ page, browser }, testInfo) => {
  // Eleven screens, five of them also photographed at 390 px, and a second sign-in: about 30 s,
  // and three times that on a slow CI machine.
  test.setTimeout(90_000);
  // A retry makes a role of its own: the first attempt may have created its role before it failed.
  const role = `Settings Clerk ${testInfo.retry + 1}`;
  const slug = `settings-clerk-${testInfo.retry + 1}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto(`${base}/roles/view-all`);
  await expect(page.getByTestId('roles-table')).toContainText('Super Admin');
  await shoot(page, 'roles');

  await page.getByTestId('role-create').click();
  await page.getByTestId('role-name').fill(role);
  await page.getByTestId('permission-view-backend').check();
  await page.getByTestId('permission-view-departments').check();
  await page.getByTestId('permission-view-system-settings').check();
  await shoot(page, 'role-create');
  await page.getByTestId('role-save').click();
  await seeNotice(page, 'Role created successfully');
  await expect(page).toHaveURL(/\/roles\/view\/\d+$/);

  await page.getByTestId('role-member-select').click();
  await page.keyboard.type('employee@demo');
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('role-member-add').click();
  await seeNotice(page, 'Member(s) added to role successfully');
  await expect(page.getByTestId('role-members-table')).toContainText('employee@demo.example');
  await shoot(page, 'role-members');
  await page
    .getByTestId('role-tabs')
    .getByText(/Permissions/)
    .click();
  await expect(page.getByTestId('role-permissions-table')).toContainText('view system settings');
  await shoot(page, 'role-permissions');
  await page.getByTestId('role-view-edit').click();
  await expect(page.getByTestId('role-name')).toHaveValue(role);
  await shoot(page, 'role-edit');

  // The member signs in elsewhere and sees only what the role allows (through the screens: where a
  // sign-in lands is what the role changes).
  const member = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInFromStart(member, 'employee@demo.example');
  await expect(member).toHaveURL(/\/admin\/home$/);
  await member.getByTestId('menu-module-organization').click();
  await expect(member.getByTestId('menu-view-system-settings')).toBeVisible();
  await expect(member.getByTestId('menu-view-departments')).toBeVisible();
  await expect(member.getByTestId('menu-view-employees')).toHaveCount(0);
  await expect(member.getByTestId('menu-view-all-stations')).toHaveCount(0);
  await member.getByTestId('menu-view-system-settings').click();
  await expect(member.getByTestId('settings-account')).toBeVisible();
  await expect(member.getByTestId('settings-roles')).toHaveCount(0);
  await expect(member.getByTestId('settings-billing')).toHaveCount(0);
  await snap(member, 'system-settings-member-view');
  await member.goto(`${base}/roles/view-all`);
  await expect(member).toHaveURL(/\/unauthorized$/);
  await member.close();

  // Clean up: the employee goes back to self-service only, and the role goes.
  await page.goto(`${base}/roles/view-all?search=Clerk`);
  await page.getByTestId(`role-link-${slug}`).click();
  const memberRow = page.getByRole('row', { name: /employee@demo\.example/ });
  await memberRow.getByRole('button', { name: /Remove/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
  await seeNotice(page, 'Member(s) removed from role successfully');
  await page.goto(`${base}/roles/view-all?search=Clerk`);
  await page.getByTestId(`role-delete-${slug}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Role deleted successfully');
});

test('billing: order history and renewing one module with the sandbox card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto(`${base}/billing`);
  await expect(page).toHaveURL(/\/billing\/order-history$/);
  await expect(page.getByTestId('order-history-table')).toBeVisible();
  await shoot(page, 'order-history');
  await page.getByTestId('billing-renew').click();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await shoot(page, 'renew');
  await page.goto(`${base}/billing/renew/module`);
  await page.getByTestId('renew-module-attendance').click();
  await expect(page.getByTestId('order-summary')).toContainText('Time & Attendance');
  await shoot(page, 'renew-module');
  await page.getByTestId('renew-module-continue').click();
  await page.getByTestId('card-number').fill('4084 0840 8408 4081');
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('renewal-done')).toBeVisible();
  await shoot(page, 'renewed');
  await page.getByTestId('renewal-back').click();
  await expect(page.getByTestId('order-history-table')).toContainText('Paid');
});
