import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { exportAs } from '../pages/export.ts';
import { painted, shootAs, signedIn, snap } from '../pages/session.ts';

const PHONE = { width: 390, height: 844 };

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'appraisal-settings-failure');
});

/** A sum of weights on the editor, and whether it makes 100. */
const sum = (page: Page, testId: string) => page.getByTestId(testId);
const ok = (page: Page, testId: string, yes: boolean) =>
  expect(sum(page, testId)).toHaveAttribute('data-ok', yes ? 'true' : 'false');

test('HR builds a scorecard with the weights adding up live, then reads the appraisal report with its chart and a file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  const name = `Service card ${Date.now() % 100000}`;

  // The settings hub of the HRM tree leads to its scorecards and the editor.
  await page.goto('/admin/hrm/appraisal/settings');
  await page.getByTestId('appraisal-settings-open-scorecards').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/appraisal\/settings\/scorecard$/);
  await page.getByTestId('scorecards-create').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/appraisal\/settings\/create-scorecard$/);

  await page.getByTestId('scorecard-name').fill(name);
  await page.getByTestId('scorecard-s0-name').fill('Delivery');
  await page.getByTestId('scorecard-s0-weight').fill('60');
  await page.getByTestId('scorecard-s0-k0-name').fill('On time');
  await page.getByTestId('scorecard-s0-k0-weight').fill('50');
  await page.getByTestId('scorecard-s0-add-kpi').click();
  await page.getByTestId('scorecard-s0-k1-name').fill('Quality');
  await page.getByTestId('scorecard-s0-k1-weight').fill('40');
  // Both sums are off and say by how much.
  await ok(page, 'scorecard-section-sum', false);
  await expect(sum(page, 'scorecard-section-sum')).toContainText('60 %');
  await ok(page, 'scorecard-s0-kpi-sum', false);
  await expect(sum(page, 'scorecard-s0-kpi-sum')).toContainText('10 % to go');
  // Saving with a wrong sum is stopped here, saying what is off.
  await page.getByTestId('scorecard-save').click();
  await expect(page.getByTestId('scorecard-weights-off')).toBeVisible();

  await page.getByTestId('scorecard-add-section').click();
  await page.getByTestId('scorecard-s1-name').fill('Behaviour');
  await page.getByTestId('scorecard-s1-weight').fill('40');
  await page.getByTestId('scorecard-s1-k0-name').fill('Teamwork');
  await page.getByTestId('scorecard-s1-k0-weight').fill('100');
  await ok(page, 'scorecard-section-sum', true);
  await page.getByTestId('scorecard-s0-k1-weight').fill('50');
  await ok(page, 'scorecard-s0-kpi-sum', true);
  await expect(page.getByTestId('scorecard-weights-off')).toBeHidden();
  // Reordered from the keyboard: Behaviour moves up to be the first section.
  await page.getByTestId('scorecard-s1-up').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scorecard-s0-name')).toHaveValue('Behaviour');
  await page.getByTestId('scorecard-scale-label-1').fill('Poor');
  await page.getByTestId('scorecard-scale-label-5').fill('Excellent');
  await shootAs(page, 'appraisal-scorecard-editor', true);
  await page.getByTestId('scorecard-save').click();
  await expect(page).toHaveURL(/\/admin\/hrm\/appraisal\/settings\/scorecard$/);
  await expect(page.getByTestId('scorecards-table')).toContainText(name);

  // The dashboard's grade panel opens the appraisal report of the cycle ended last.
  await page.goto('/admin/performance/dashboard');
  await expect(page.getByTestId('perf-grades-chart')).toContainText('Meets');
  await expect(page.getByTestId('perf-appraisal-figures')).toBeVisible();
  await page.getByTestId('perf-grades').scrollIntoViewIfNeeded();
  await snap(page, 'performance-dashboard-appraisals');
  await page.getByTestId('perf-grades-report').click();
  await expect(page).toHaveURL(/\/admin\/performance\/report\/appraisal-report\?.*general_setting_id=/);
  await expect(page.getByTestId('appraisal-report-chart')).toContainText('Meets');
  await expect(page.getByTestId('appraisal-report-count')).toHaveText('7');
  await expect(page.getByTestId('appraisal-report-table')).toContainText(/Average final score/);
  const file = await exportAs(page, 'appraisal-report-export', 'CSV');
  expect(file.name).toMatch(/^appraisal-report.*\.csv$/);
  expect(readFileSync(file.path, 'utf8')).toContain('Average final score');
  await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object/);
  await shootAs(page, 'appraisal-report', true);

  // In French on a phone: the report's words are French and it fits.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapport d’évaluation');
  await expect(page.getByTestId('appraisal-report-table')).toContainText('Note finale moyenne');
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'appraisal-report-fr-mobile');
  await page.getByTestId('language-en').locator('visible=true').first().click();
});
