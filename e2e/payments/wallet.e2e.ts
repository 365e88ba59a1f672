import { expect, test } from '@playwright/test';
import { shootAs, signedIn, snap } from '../pages/session.ts';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'wallet-failure');
});

/*
 * The company wallet (issue 21, ADR 57): the owner opens the wallet, tops it up through the virtual
 * account, watches the sandbox's webhook settle the pay-in, and finds it settled in the wallet's
 * pay-ins with its history. The demo's wallet already holds two settled top-ups.
 */
test('the owner tops the wallet up and sees the pay-in settle and the balance grow', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  await page.goto('/admin/payroll/payment-wallet');
  await expect(page).toHaveURL(/\/admin\/payroll\/payment-wallet\/view-all/);
  const balance = page.getByTestId('wallet-stat-balance');
  await expect(balance).toContainText('₦');
  const before = (await balance.textContent()) ?? '';
  await expect(page.getByTestId('wallet-reconciliation')).toBeVisible();
  await expect(page.getByTestId('wallet-chart')).toBeVisible();
  await shootAs(page, 'wallet-view-all', true);

  await page.getByTestId('wallet-topup-link').click();
  await expect(page).toHaveURL(/\/topup-wallet$/);
  await expect(page.getByTestId('wallet-virtual-account-number')).toHaveText(/^\d{10}$/);
  // A bad amount is refused beside the field, before anything is sent.
  await page.getByTestId('wallet-topup-amount').fill('12.345');
  await page.getByTestId('wallet-topup-save').click();
  await expect(page.getByText('Please enter the amount in naira, with at most two decimals')).toBeVisible();
  await page.getByTestId('wallet-topup-amount').fill('250000');
  await page.getByTestId('wallet-topup-save').click();
  await expect(page.getByTestId('wallet-payin-settled')).toContainText('₦250,000.00', { timeout: 30_000 });
  await shootAs(page, 'wallet-topup', true);

  await page.goto('/admin/payroll/payment-wallet/view-all?list=payins');
  await expect(balance).not.toHaveText(before);
  const table = page.getByTestId('wallet-payins-table');
  await expect(table.getByText('Settled').filter({ visible: true }).first()).toBeVisible();
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/view-single\/payin\/\d+$/);
  await expect(page.getByTestId('wallet-payin-amount')).toContainText('₦250,000.00');
  await expect(page.getByTestId('wallet-history')).toContainText('Settled');
  await shootAs(page, 'wallet-view-single', true);

  // The settings: the sandbox provider and a default payment option to choose.
  await page.goto('/admin/payroll/payment-wallet/settings');
  await expect(page.getByTestId('wallet-settings-provider')).toContainText('Sandbox');
  await shootAs(page, 'wallet-settings', true);

  // In French: the figures, the flag and the lists read in the reader's language.
  await page.getByTestId('language-fr').first().click();
  await page.goto('/admin/payroll/payment-wallet/view-all?list=payins');
  await expect(page.getByRole('heading', { name: 'Portefeuille de paiement' })).toBeVisible();
  await expect(
    page.getByTestId('wallet-payins-table').getByText('Crédité').filter({ visible: true }).first(),
  ).toBeVisible();
  await shootAs(page, 'wallet-view-all-fr', true);
  await page.getByTestId('language-en').first().click();
  await expect(page.getByRole('heading', { name: 'Payment wallet' })).toBeVisible();
});
