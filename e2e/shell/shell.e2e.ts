import { expect, test } from '@playwright/test';
import { signedIn, snap } from '../pages/session.ts';

test('below 600 px the shell offers a mobile module selector', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await signedIn(page, 'admin@acme.example', 'acme');
  await page.goto('/admin/home');
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.getByTestId('mobile-module-selector').click();
  await snap(page, 'mobile-module-selector');
});

test('the language switches to French and stays', async ({ page }) => {
  await page.goto('/company');
  await page.getByTestId('language-fr').click();
  await expect(page.locator('body')).toContainText(/entreprise/i);
  await snap(page, 'company-fr');
  await page.reload();
  await expect(page.locator('body')).toContainText(/entreprise/i);
});

test('the sidebar collapses to icons and remembers it; the branch selector searches by name', async ({
  page,
}) => {
  await signedIn(page, 'admin@acme.example', 'acme');
  await page.goto('/admin/home');
  await page.getByTestId('sidebar-collapse').click();
  await page.reload();
  await expect(page.locator('.ant-layout-sider-collapsed')).toBeVisible();
  await page.getByTestId('branch-selector').click();
  await page.keyboard.type('HEAD');
  await expect(page.locator('.ant-select-item-option')).toHaveCount(1);
  await snap(page, 'branch-selector');
});
