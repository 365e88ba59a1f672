import { expect, test } from '@playwright/test';
import { snap } from '../pages/session.ts';

const PUBLIC_SCREENS = [
  '/company',
  '/companyurl',
  '/login',
  '/signup',
  '/signup/kola-foods',
  '/payment',
  '/activate/demo',
  '/confirm-signup',
  '/activation-successful',
  '/account-activation/1/1.invalidinvalidinvalidinvalid',
  '/forgot-password',
  '/forgot-password-confirm',
  '/reset-password/1.invalidinvalidinvalidinvalid',
  '/change-password-success',
];

test('/ redirects to /login, and with no company chosen, on to /company', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/company$/);
});

for (const path of PUBLIC_SCREENS) {
  test(`public screen ${path} renders real content`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text.length).toBeGreaterThan(40);
    expect(text).not.toMatch(/undefined|\[object Object\]|coming soon/i);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await snap(page, `public${path.replace(/\//g, '_').replace(/[^\w-]/g, '')}`);
  });
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await snap(page, 'not-found');
});
