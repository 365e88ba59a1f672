import { expect, test } from '@playwright/test';
import { signedIn } from '../pages/session.ts';

/** Every organisation route of the catalogue (shared/catalog/ui-routes.json), with demo ids. */
const ROUTES = [
  '/get-started',
  '/get-started-success',
  '/admin/organization',
  '/admin/organization/dashboard',
  '/admin/organization/branch',
  '/admin/organization/branch/view-all',
  '/admin/organization/branch/edit/3',
  '/admin/organization/branch/create',
  '/admin/organization/department/view-all',
  '/admin/organization/department/edit/1',
  '/admin/organization/department/create',
  '/admin/organization/team/view-all',
  '/admin/organization/team/edit/1',
  '/admin/organization/team/create',
  '/admin/organization/employees/view-all',
  '/admin/organization/employees/send-invite',
  '/admin/organization/employees/view/1',
  '/admin/organization/employees/edit/1',
  '/admin/organization/employees/create',
  '/admin/organization/employees/archive',
  '/admin/organization/employees/settings',
  '/admin/organization/employees/settings/designation',
  '/admin/organization/employees/settings/grades',
  '/admin/organization/employees/settings/categories',
  '/admin/organization/employees/settings/types',
  '/admin/organization/reports/generate',
  '/admin/organization/reports/view-all',
  '/admin/organization/system-settings',
  '/admin/organization/system-settings/account-settings',
  '/admin/organization/system-settings/billing',
  '/admin/organization/system-settings/billing/order-history',
  '/admin/organization/system-settings/billing/renew',
  '/admin/organization/system-settings/billing/renew/module',
  '/admin/organization/system-settings/roles/view-all',
  '/admin/organization/system-settings/roles/create',
  '/admin/organization/system-settings/roles/edit/1',
  '/admin/organization/system-settings/roles/view/1',
];

test('every catalogued organisation route opens a real screen for the owner', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin@demo.example');
  const broken: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    const text = await page.locator('body').innerText();
    if (landed === '/unauthorized' || /Page not found|undefined|\[object Object\]/.test(text)) {
      broken.push(`${route} -> ${landed}`);
    }
  }
  expect(broken).toEqual([]);
});
