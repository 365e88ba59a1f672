import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { chooseFirst } from '../pages/select.ts';
import { painted, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const ITEM = `Meal ${stamp}`;
const CODE = `MEAL_${stamp.toUpperCase()}`;
const LEVY = `Training levy ${stamp}`;
const LEVY_CODE = `LEVY_${stamp.toUpperCase()}`;
const GROUP = `Branch batch ${stamp}`;
const SETTINGS = '/admin/payroll/pay-package/settings';
const PHONE = { width: 390, height: 844 };

/**
 * Narrows a settings list to `text` through its search box and returns the row that shows it, once the
 * search is in the address (the row may show before, on an unsearched first page).
 */
async function findRow(page: Page, table: string, placeholder: RegExp, text: string) {
  await page.getByTestId(table).getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByTestId(table).locator('tbody tr.ant-table-row', { hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page) {
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'payroll-settings-failure');
});

test('admin keeps the payroll settings: a pay breakdown item, a company remittance and a batch group, and reads them in French on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  // Pay breakdown create: the required fields answer first, then a fixed item is saved.
  await page.goto(`${SETTINGS}/pay-breakdown/create`);
  await page.getByTestId('pay-breakdown-save').click();
  await expect(page.getByText('Please enter allowance name')).toBeVisible();
  await expect(page.getByText('Please enter code')).toBeVisible();
  await page.getByTestId('pay-breakdown-name').fill(ITEM);
  await page.getByTestId('pay-breakdown-code').fill(CODE.toLowerCase());
  await expect(page.getByTestId('pay-breakdown-code')).toHaveValue(CODE);
  await page.getByTestId('pay-breakdown-calculation-type').getByText('Fixed amount').click();
  await page.getByTestId('pay-breakdown-amount').fill('15000.5');
  await page.getByTestId('pay-breakdown-save').click();
  await seeNotice(page, 'Pay breakdown created successfully');
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/pay-breakdown$`));

  // View: the item with its code and its amount in naira, to the kobo.
  const item = await findRow(page, 'pay-breakdown-table', /Search by name or code/, ITEM);
  await expect(item).toContainText('₦15,000.50');
  await item.getByRole('link', { name: ITEM }).click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/pay-breakdown/view/\\d+$`));
  const itemPath = new URL(page.url()).pathname;
  const view = page.getByTestId('pay-breakdown-view');
  await expect(view).toContainText(CODE);
  await expect(view).toContainText('₦15,000.50 a month');
  await expect(view).toContainText('Fixed amount');

  // Edit: a new amount is saved and read back on the list.
  await page.getByTestId('pay-breakdown-view-edit').click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/pay-breakdown/edit/\\d+$`));
  await expect(page.getByTestId('pay-breakdown-amount')).toHaveValue('15000.50');
  await page.getByTestId('pay-breakdown-amount').fill('16000');
  await page.getByTestId('pay-breakdown-save').click();
  await seeNotice(page, 'Pay breakdown updated successfully');
  await expect(await findRow(page, 'pay-breakdown-table', /Search by name or code/, ITEM)).toContainText(
    '₦16,000.00',
  );

  // Company remittance create: a 2.5 % levy on gross pay, listed in words.
  await page.goto(`${SETTINGS}/company-remittance/create`);
  await page.getByTestId('remittance-save').click();
  await expect(page.getByText('Please enter the remittance name')).toBeVisible();
  await page.getByTestId('remittance-name').fill(LEVY);
  await page.getByTestId('remittance-code').fill(LEVY_CODE);
  await page.getByTestId('remittance-rate').fill('2.5');
  await page.getByTestId('remittance-save').click();
  await seeNotice(page, 'Company remittance created successfully');
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/company-remittance$`));
  await expect(await findRow(page, 'remittance-table', /Search by name or code/, LEVY)).toContainText(
    '2.50 % of gross pay',
  );

  // Batch group create: one branch's staff, opened on its own page.
  await page.goto(`${SETTINGS}/batching-and-grouping/create`);
  await page.getByTestId('batch-group-save').click();
  await expect(page.getByText('Please enter the group name')).toBeVisible();
  await page.getByTestId('batch-group-name').fill(GROUP);
  await page.getByTestId('batch-group-batch-by').getByText('Branch', { exact: true }).click();
  const branch = await chooseFirst(page, 'batch-group-branches');
  await page.getByTestId('batch-group-save').click();
  await seeNotice(page, 'Batch group created successfully');
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}/batching-and-grouping/view/\\d+$`));
  await expect(page.getByTestId('batch-group-view')).toContainText(GROUP);
  await expect(page.getByTestId('batch-group-view')).toContainText(branch);

  // In French on a phone: the headings are French, the figures French, and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Groupe de paiement');
  await fitsThePhone(page);

  await page.goto(`${SETTINGS}/company-remittance`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotisations patronales');
  await expect(await findRow(page, 'remittance-table', /Rechercher par nom ou code/, LEVY)).toContainText(
    '2,50 % du salaire brut',
  );
  await fitsThePhone(page);

  await page.goto(itemPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Élément de la répartition de la paie');
  await expect(page.getByTestId('pay-breakdown-view')).toContainText('16\u202f000,00\u00a0₦ par mois');
  await fitsThePhone(page);
  await snap(page, 'payroll-settings-breakdown-fr-mobile');

  await page.getByTestId('language-en').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay breakdown item');
});
