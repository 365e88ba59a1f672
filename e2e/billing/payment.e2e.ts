import { expect, test } from '@playwright/test';
import { snap } from '../pages/session.ts';

// The sandbox gateway's test cards (apps/server/src/modules/billing/sandbox-payment-provider.ts).
const SUCCESS_CARD = '4084084084084081';
const DECLINED_CARD = '4000000000000002';

test('a company renews its subscription through the sandbox checkout', async ({ page }) => {
  await page.goto('/activate/acme');
  await expect(page.getByTestId('company-id-input')).toHaveValue('acme');
  await page.getByTestId('plan-annual').click();
  await page.getByTestId('module-payroll').click();
  await page.getByTestId('payment-employees').fill('12');
  await expect(page.getByTestId('order-total')).not.toHaveText('');
  await snap(page, 'payment-plan');
  await page.getByTestId('payment-continue').click();

  // A declined card keeps the customer on the card step with the gateway's message.
  await page.getByTestId('card-number').fill(DECLINED_CARD);
  await page.getByTestId('card-expiry').fill('12/40');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await snap(page, 'payment-declined');

  await page.getByTestId('card-number').fill(SUCCESS_CARD);
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await snap(page, 'payment-success');
  await page.getByTestId('payment-sign-in').click();
  await expect(page).toHaveURL(/\/company$/);
});
