import { expect, test, type Page } from '@playwright/test';
import { painted, shootAs, signedIn, snap } from '../pages/session.ts';

const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page) {
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'performance-dashboards-failure');
});

test('HR reads the company’s performance figures and an employee their own, in English and French, on a phone too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  // /admin/performance opens the dashboard (spec: its redirect target).
  await page.goto('/admin/performance');
  await expect(page).toHaveURL(/\/admin\/performance\/dashboard$/);
  const dash = page.getByTestId('performance-dashboard');
  await expect(dash).toBeVisible();
  // The demo company's board, survey, training and plan show as figures and charts, not zeros.
  await expect(page.getByTestId('perf-tasks-chart')).toContainText('In progress');
  await expect(page.getByTestId('perf-trainings-chart')).toBeVisible();
  expect(
    Number(await page.getByTestId('perf-stat-projects').locator('.cr-stat-value').innerText()),
  ).toBeGreaterThan(0);
  await expect(page.getByTestId('perf-plan-figures')).toContainText('In progress');
  await expect(dash).not.toContainText(/undefined|NaN|\[object/);
  await shootAs(page, 'performance-dashboard', true);
  // A tile opens its list.
  await page.getByTestId('perf-stat-projects').click();
  await expect(page).toHaveURL(/\/admin\/performance\/task-management\/task-board/);

  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/performance');
  await expect(page).toHaveURL(/\/ess\/performance\/dashboard$/);
  const mine = page.getByTestId('my-performance-dashboard');
  await expect(mine).toBeVisible();
  await expect(page.getByTestId('my-perf-plan')).toBeVisible();
  await expect(mine).not.toContainText(/undefined|NaN|\[object/);
  await shootAs(page, 'my-performance-dashboard', true);

  // In French on a phone: every word of the page is French and it fits.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ma performance');
  await expect(page.getByTestId('my-perf-stat-tasks')).toContainText('Mes tâches ouvertes');
  await fitsThePhone(page);
  await snap(page, 'my-performance-dashboard-fr-mobile');
  await page.getByTestId('language-en').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My performance');
});
