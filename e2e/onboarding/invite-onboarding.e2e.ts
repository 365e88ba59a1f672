import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { enterCompany, pathOf, serverDataDir, shootAs, signIn, signedIn, snap } from '../pages/session.ts';
import { choose } from '../pages/select.ts';
import { must } from '../pages/must.ts';

const stamp = Date.now().toString(36).slice(-5);
const EMAIL = `ngozi.${stamp}@demo.example`;

/** Desktop screenshot, then the same screen at 390 px. */
const shoot = (page: Page, name: string) => shootAs(page, `onboarding-${name}`, true);

/** The newest mail to an address (link and text), from the e2e server's outbox. */
function lastMail(to: string): { link: string; text: string } {
  const dir = path.join(serverDataDir(), 'mail-outbox');
  const mails = readdirSync(dir)
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link: string; text: string },
    );
  const mail = mails.filter((m) => m.to === to.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

test('an invited employee activates, sets a password, completes /get-started and reaches ESS home', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/organization/employees/send-invite');
  await page.getByTestId('invite-first-name').fill('Ngozi');
  await page.getByTestId('invite-last-name').fill(`Adeyemi${stamp}`);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText('Please input email address')).toBeVisible();
  await page.getByTestId('invite-email').fill(EMAIL);
  await choose(page, 'invite-branch', 'Abuja');
  await page.getByTestId('invite-submit').click();
  await seeNotice(page, 'Invitation sent successfully');
  await expect(page.getByTestId('pending-invites')).toContainText(`Adeyemi${stamp}`);
  await shoot(page, 'send-invite');

  const mail = lastMail(EMAIL);
  const oneTime = must(
    /one-time password (\S+)/.exec(mail.text)?.[1],
    'the one-time password in the invitation',
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const invitee = await context.newPage();
  await invitee.goto(pathOf(mail.link));
  await expect(invitee).toHaveURL(/\/activation-successful/);
  await invitee.goto('/company');
  await enterCompany(invitee);
  await signIn(invitee, EMAIL, oneTime);
  await expect(invitee).toHaveURL(/\/change-password-first-signin/);
  await invitee.getByTestId('first-signin-password').fill('Welcome2026x');
  await invitee.locator('input[autocomplete="new-password"]').nth(1).fill('Welcome2026x');
  await invitee.getByTestId('first-signin-submit').click();

  // Step 1: welcome, no check on Continue.
  await expect(invitee).toHaveURL(/\/get-started$/);
  await expect(invitee.getByTestId('onboarding-welcome')).toContainText('Ngozi');
  await expect(invitee.getByText('Your First Day')).toBeVisible();
  await expect(invitee.getByText('Log Out & Finish Later')).toBeVisible();
  await shoot(invitee, 'step-1');
  // Log Out & Finish Later: the session is gone, the company-URL page shows; signing in resumes here.
  await invitee.getByTestId('onboarding-logout').click();
  await expect(invitee).toHaveURL(/\/companyurl$/);
  await enterCompany(invitee);
  await signIn(invitee, EMAIL, 'Welcome2026x');
  await expect(invitee).toHaveURL(/\/get-started$/);
  await invitee.getByTestId('onboarding-continue').click();

  // Step 2: Continue validates.
  await expect(invitee.getByText('Edit Employee').first()).toBeVisible();
  await invitee.getByTestId('profile-first-name').fill('');
  await invitee.getByTestId('onboarding-continue').click();
  await expect(invitee.getByText('Kindly input Firstname')).toBeVisible();
  await expect(invitee.getByText('Kindly input a phone number')).toBeVisible();
  await invitee.getByTestId('profile-first-name').fill('Ngozi');
  // A real JPEG from the browser: the blue Continue button.
  const jpeg = await invitee.getByTestId('onboarding-continue').screenshot({ type: 'jpeg', quality: 80 });
  await invitee
    .getByTestId('profile-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'ngozi.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(invitee.getByTestId('profile-picture').locator('img')).toBeVisible();
  await choose(invitee, 'profile-salutation', 'Miss');
  await choose(invitee, 'profile-gender', 'Female');
  await choose(invitee, 'profile-religion', 'Others');
  await invitee.getByTestId('profile-religion-other').fill('Traditional');
  await invitee.getByTestId('profile-mobile').fill('08031234567');
  await invitee.getByTestId('profile-mobile2').fill('8031234567');
  await invitee.getByTestId('onboarding-continue').click();
  await expect(invitee.getByText('Phone number already used')).toBeVisible();
  await invitee.getByTestId('profile-mobile2').fill('08097654321');
  await invitee.getByTestId('profile-address').fill('14 Adeola Odeku Street');
  await choose(invitee, 'profile-state', 'Lagos');
  await choose(invitee, 'profile-city', 'Eti Osa');
  await shoot(invitee, 'step-2');
  await invitee.getByTestId('onboarding-continue').click();

  // Step 3: locked employment fields, bank details, Save.
  await expect(invitee.getByTestId('profile-branch')).toHaveValue('Abuja Branch');
  await expect(invitee.getByTestId('profile-branch')).toBeDisabled();
  await choose(invitee, 'profile-bank', 'Access Bank');
  await invitee.getByTestId('profile-account-number').fill('0123456789');
  await invitee.getByTestId('profile-pfa').fill('Stanbic IBTC Pension');
  await shoot(invitee, 'step-3');
  await invitee.getByTestId('onboarding-previous').click();
  await expect(invitee.getByTestId('profile-address')).toHaveValue('14 Adeola Odeku Street');
  await invitee.getByTestId('onboarding-continue').click();
  await invitee.getByTestId('onboarding-save').click();

  await expect(invitee).toHaveURL(/\/get-started-success$/);
  await expect(invitee.getByText('FINISH!').first()).toBeVisible();
  await expect(
    invitee.getByText('Congratulations!!! You have completed the registration process.'),
  ).toBeVisible();
  await shoot(invitee, 'finish');
  await invitee.getByTestId('onboarding-proceed').click();
  await expect(invitee).toHaveURL(/\/ess\/home$/);
  await invitee.waitForLoadState('networkidle');
  await expect(invitee.locator('.ant-skeleton')).toHaveCount(0);
  await snap(invitee, 'onboarding-ess-home');
  await context.close();
});

test('an employee edits their own profile from /ess/profile/{id}', async ({ page }) => {
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/home');
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { employee?: { id?: number } }).employee?.id,
  );
  expect(id).toBeTruthy();
  await page.goto(`/ess/profile/${id}`);
  await page.getByTestId('profile-edit').click();
  await expect(page).toHaveURL(new RegExp(`/ess/profile/${id}/edit$`));
  await expect(page.getByTestId('profile-branch')).toBeDisabled();
  await page.getByTestId('profile-address').fill('7 Awolowo Road, Ikoyi');
  await shoot(page, 'profile-edit');
  await page.getByTestId('profile-edit-save').click();
  await expect(page).toHaveURL(new RegExp(`/ess/profile/${id}$`));
  await expect(page.getByText('7 Awolowo Road, Ikoyi')).toBeVisible();
});
