import { expect, test } from '@playwright/test';
import { enterCompany, restoreDemoPassword, signIn, signedIn, snap } from '../pages/session.ts';
import { fromUserMenu } from '../pages/user-menu.ts';

// The first journey changes the owner's password; later journeys of the lane sign in with the demo one.
test.afterEach(({ request }) => restoreDemoPassword(request, 'admin@demo.example', 'Rotated2026x'));

test('admin: company, login, home, ESS, profile, change password, logout', async ({ page }) => {
  await page.goto('/company');
  await snap(page, 'company');
  await enterCompany(page);
  await snap(page, 'login');
  await signIn(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-page')).toContainText('Adaeze');
  await snap(page, 'admin-home');

  await fromUserMenu(page, 'switch-ess', /\/ess\/home$/);
  await snap(page, 'ess-home');

  await fromUserMenu(page, 'profile', /\/ess\/profile\/\d+$/);
  // The profile's own contact panel, not the e-mail the user menu also holds: the shot shows the page.
  await expect(page.getByTestId('profile-contact')).toContainText('admin@demo.example');
  await snap(page, 'ess-profile');

  await fromUserMenu(page, 'change-password', /\/ess\/change-password$/);
  await page.getByTestId('change-password-submit').click();
  await expect(page.locator('body')).toContainText('Kindly input your old password');
  await page.getByTestId('current-password').fill('Clockroom#2026');
  await page.getByTestId('new-password').fill('Rotated2026x');
  await page.getByTestId('confirm-password').fill('Rotated2026x');
  await snap(page, 'ess-change-password');
  await page.getByTestId('change-password-submit').click();
  await expect(page.locator('body')).toContainText('Password changed successfully');
  // The form goes back to the page it came from; a menu opened before that navigation ends can close
  // under the click (a CI run clicked Logout into a closing menu and stayed on the profile).
  await expect(page).toHaveURL(/\/ess\/profile\/\d+$/);

  await fromUserMenu(page, 'logout', /\/login$/);
  // The new password works, the old one does not.
  await signIn(page, 'admin@demo.example', 'Clockroom#2026');
  await expect(page.locator('body')).toContainText('The email or password you entered is incorrect.');
  await signIn(page, 'admin@demo.example', 'Rotated2026x');
  await expect(page).toHaveURL(/\/admin\/home$/);
});

test('a deep link while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/ess/support');
  await expect(page).toHaveURL(/\/company$/);
  await enterCompany(page);
  await signIn(page, 'employee@demo.example');
  await expect(page).toHaveURL(/\/ess\/support$/);
  await page.getByTestId('support-subject').fill('Where is my payslip?');
  await page.getByTestId('support-message').fill('I cannot find last month payslip.');
  await snap(page, 'ess-support');
  await page.getByTestId('support-submit').click();
  await expect(page.locator('body')).toContainText('Your message has been sent to our support team.');
});

test('an employee opening an admin URL lands on /unauthorized', async ({ page }) => {
  await signedIn(page, 'employee@demo.example');
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('unauthorized-home')).toBeVisible();
  await snap(page, 'unauthorized');
});

test('activity history lists what the admin did', async ({ page }) => {
  // acme's owner: the other journeys change the demo users' passwords. Signed in through the screens
  // once this lane (pages/session.ts), which is the sign-in listed.
  await signedIn(page, 'admin@acme.example', 'acme');
  await page.goto('/admin/activity-history');
  await expect(page.locator('.ant-table')).toContainText('signed in');
  await snap(page, 'admin-activity-history');
});
