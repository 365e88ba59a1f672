import { expect, test, type Page } from '@playwright/test';
import { setApproverLevels } from '../pages/approver-levels.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { choose, chooseFirst } from '../pages/select.ts';
import { painted, shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const TYPE = `Staff loan ${stamp}`;
const SETTINGS = '/admin/payroll/loan/settings';
const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page) {
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The cap input of the table row naming `name`. */
const capOf = (page: Page, name: string) =>
  page.getByTestId('loan-cap-table').locator('tr', { hasText: name }).locator('input');

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'loan-settings-failure');
});

test('admin creates a loan type, caps a branch, and reads the loan settings in French on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  // The Payroll menu's Loan Settings entry opens the hub, which links to each area.
  await page.goto('/admin/payroll/dashboard');
  await page.getByTestId('sidebar').getByText('Loan Settings', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan settings');
  await expect(page.getByTestId('loan-settings-approvers')).toBeVisible();
  await shootAs(page, 'loan-settings-hub', true);

  // Loan approval settings (the category approver kit): a branch's setting is created and listed.
  const APPROVAL = `Branch loans ${stamp}`;
  await page.getByTestId('loan-settings-open-approvals').click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/loan-approval/view-all`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan approval settings');
  await page.getByTestId('category-approver-create').first().click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/loan-approval/create$`));
  await page.getByTestId('category-approver-description').fill(APPROVAL);
  await page.getByTestId('category-approver-type').getByText('Sequential').click();
  await choose(page, 'category-approver-category', 'Branch');
  await chooseFirst(page, 'category-approver-branches');
  await setApproverLevels(page, 'category-approver-count', [['Adeleke']]);
  await shootAs(page, 'loan-approval-form', true);
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Loan approval setting created successfully');
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/loan-approval/view-all$`));
  await expect(
    page.getByTestId('category-approver-table').locator('tr', { hasText: APPROVAL }),
  ).toContainText('1');
  await dismissNotices(page);
  await shootAs(page, 'loan-approval-list', true);
  await page.goto(SETTINGS);
  await page.getByTestId('loan-settings-open-types').click();

  // The demo's types are listed; a new one is created with its limits and interest.
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/loan-type-settings`));
  await expect(page.getByTestId('loan-type-table')).toContainText('Car loan');
  await page.getByTestId('loan-type-create').first().click();
  await page.getByTestId('loan-type-name').fill(TYPE);
  await page.getByTestId('loan-type-minimum').fill('50000');
  await page.getByTestId('loan-type-maximum').fill('40000');
  await page.getByTestId('loan-type-tenure').fill('18');
  await page.getByTestId('loan-type-rate').fill('9.5');
  await page.getByTestId('loan-type-interest-reducing').click();
  await page.getByTestId('loan-type-eligible').fill('3');
  // The server's rule lands beside its field: the minimum cannot pass the maximum.
  await page.getByTestId('loan-type-save').click();
  await seeNotice(page, 'The minimum amount cannot be more than the maximum amount');
  await expect(page.getByTestId('loan-type-form')).toContainText(
    'The minimum amount cannot be more than the maximum amount',
  );
  await page.getByTestId('loan-type-maximum').fill('1500000');
  await page.getByTestId('loan-type-save').click();
  await seeNotice(page, 'Loan type created successfully');
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/loan-type/view/\\d+$`));
  const view = page.getByTestId('loan-type-view');
  await expect(page.getByTestId('loan-type-view-amounts')).toHaveText('₦50,000.00 to ₦1,500,000.00');
  await expect(page.getByTestId('loan-type-view-interest')).toHaveText('9.5 % a year, reducing balance');
  await expect(page.getByTestId('loan-type-view-eligibility')).toHaveText('After 3 months of service');
  await shootAs(page, 'loan-settings-type-view', true);
  const typePath = new URL(page.url()).pathname;

  // Edited: set inactive, and the list shows it so.
  await page.getByTestId('loan-type-view-edit').click();
  await page.getByTestId('loan-type-status-inactive').click();
  await page.getByTestId('loan-type-save').click();
  await seeNotice(page, 'Loan type updated successfully');
  await expect(view.getByText('Inactive')).toBeVisible();
  await page.getByTestId('loan-type-view-back').click();
  await page.getByPlaceholder('Search loan types').fill(stamp);
  await expect(page.getByTestId('loan-type-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('loan-type-table')).toContainText('Inactive');
  await shootAs(page, 'loan-settings-types', true);

  // A cap on a branch, by the spec's default model (branch); grades are a switch away.
  await page.goto(`${SETTINGS}/loan-cap/form`);
  await expect(page.getByTestId('loan-cap-table')).toContainText('Abuja Branch');
  await expect(capOf(page, 'Abuja Branch')).toHaveValue('3000000');
  await capOf(page, 'Abuja Branch').fill('2750000.50');
  await expect(page.getByTestId('loan-cap-form')).toContainText('1 change not saved');
  await page.getByTestId('loan-cap-save').click();
  await seeNotice(page, 'Loan caps saved successfully');
  await page.reload();
  await expect(capOf(page, 'Abuja Branch')).toHaveValue('2750000.50');
  await page.getByTestId('loan-cap-search').locator('input').fill('port');
  await expect(page.getByTestId('loan-cap-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('loan-cap-model-type').getByText('Grade', { exact: true }).click();
  await expect(page.getByTestId('loan-cap-table')).toContainText('GL-07');
  await shootAs(page, 'loan-settings-caps-grade', true);
  await page.getByTestId('loan-cap-model-type').getByText('Branch', { exact: true }).click();
  await capOf(page, 'Abuja Branch').fill('3000000');
  await page.getByTestId('loan-cap-save').click();
  await seeNotice(page, 'Loan caps saved successfully');
  await shootAs(page, 'loan-settings-caps', true);

  // In French on a phone: the headings, figures and interest read in French, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plafonds de prêt');
  await fitsThePhone(page);
  await snap(page, 'loan-settings-caps-fr-mobile');
  await page.goto(typePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Type de prêt');
  await expect(page.getByTestId('loan-type-view-interest')).toHaveText('9,5 % par an, dégressif');
  await fitsThePhone(page);
  await snap(page, 'loan-settings-type-fr-mobile');
  await page.goto(`${SETTINGS}/loan-approval/view-all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres d’approbation des prêts');
  await fitsThePhone(page);
  await snap(page, 'loan-approval-list-fr-mobile');
  await page.goto(`${SETTINGS}/loan-approval/create`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nouveau paramètre d’approbation des prêts',
  );
  await fitsThePhone(page);
  await snap(page, 'loan-approval-form-fr-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'loan-approval-form-fr');
  await page.setViewportSize(PHONE);
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres des prêts');
  await fitsThePhone(page);
  await snap(page, 'loan-settings-hub-fr-mobile');
  await page.goto(`${SETTINGS}/loan-type-settings`);
  await expect(page.getByTestId('loan-type-table')).toContainText('Car loan');
  await fitsThePhone(page);
  await snap(page, 'loan-settings-types-fr-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'loan-settings-types-fr');
  await page.getByTestId('language-en').locator('visible=true').first().click();

  // The type has no loans, so it can be deleted.
  await page.getByPlaceholder('Search loan types').fill(stamp);
  await expect(page.getByTestId('loan-type-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  const row = page.getByTestId('loan-type-table').locator('tbody tr.ant-table-row').first();
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await seeNotice(page, 'Loan types deleted successfully');
  await expect(page.getByTestId('loan-type-table')).toContainText('No loan type matches');
});
