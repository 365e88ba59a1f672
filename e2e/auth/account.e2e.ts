import { expect, test } from '@playwright/test';
import {
  enterCompany,
  lastMailLink,
  mailCount,
  pathOf,
  restoreDemoPassword,
  signIn,
  snap,
} from '../pages/session.ts';

// A journey resets the HR officer's password; later journeys of the lane sign in with the demo one.
test.afterEach(({ request }) => restoreDemoPassword(request, 'hr@demo.example', 'Resetted2026'));

test('sign-up, activation from the mailed link, then sign-in', async ({ page }) => {
  await page.goto('/signup');
  await page.getByTestId('signup-company-name').fill('Kola Foods Ltd');
  await page.getByTestId('signup-company-id').fill('kola-foods');
  await page.getByTestId('signup-industry').click();
  await page.keyboard.type('Agri');
  await page.keyboard.press('Enter');
  await page.getByLabel('First name').fill('Kola');
  await page.getByLabel('Last name').fill('Adewale');
  await page.getByLabel('Work email').fill('kola@kolafoods.example');
  await page.getByLabel('Phone number').fill('+234-8031112222');
  await page.getByLabel('Password', { exact: true }).fill('Kolanut2026');
  await page.getByLabel('Confirm password').fill('Kolanut2026');
  await snap(page, 'signup-filled');
  const mailsBefore = mailCount('kola@kolafoods.example');
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/confirm-signup/);
  await snap(page, 'confirm-signup');

  await page.goto(pathOf(await lastMailLink('kola@kolafoods.example', mailsBefore)));
  await expect(page).toHaveURL(/\/activation-successful/);
  await snap(page, 'activation-successful');

  await page.goto('/company');
  await enterCompany(page, 'kola-foods');
  await signIn(page, 'kola@kolafoods.example', 'Kolanut2026');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByTestId('home-page')).toContainText('Kola');
});

test('forgot password, the mailed reset link, then sign-in with the new password', async ({ page }) => {
  await page.goto('/company');
  await enterCompany(page);
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('forgot-email').fill('hr@demo.example');
  const mailsBefore = mailCount('hr@demo.example');
  await page.getByTestId('forgot-submit').click();
  await expect(page).toHaveURL(/\/forgot-password-confirm/);

  await page.goto(pathOf(await lastMailLink('hr@demo.example', mailsBefore, /^\/reset-password\//)));
  await page.getByTestId('reset-password').fill('Resetted2026');
  await page.getByLabel('Confirm password').fill('Resetted2026');
  await snap(page, 'reset-password');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/change-password-success/);
  await page.getByTestId('go-to-login').click();
  await signIn(page, 'hr@demo.example', 'Resetted2026');
  await expect(page).toHaveURL(/\/admin\/home$/);
});
