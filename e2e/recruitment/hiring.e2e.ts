import { expect, test, type Page } from '@playwright/test';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { must } from '../pages/must.ts';
// The server's sample CVs, real bytes (the server sniffs the content, not the name).
import { samplePdf } from '../../apps/server/src/modules/recruitment/applications/cv-samples.ts';
import {
  enterCompany,
  mailCount,
  nextMail,
  painted,
  pathOf,
  shootAs,
  signedIn,
  signIn,
  snap,
} from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const FIRST = 'Adaeze';
const LAST = `Okafor${stamp}`;
const EMAIL = `adaeze.${stamp}@candidates.example`;
const TRACKING = '/admin/recruitment/tracking';
const PHONE = { width: 390, height: 844 };

const stage = (page: Page, s: string) => page.getByTestId(`stage-${s}`);

/** A mouse drag as a person makes it: press, a few steps past the 5 px start, then over the target. */
async function dragTo(page: Page, card: string, to: string) {
  const from = await page.getByTestId(card).boundingBox();
  const target = await stage(page, to).boundingBox();
  if (!from || !target) throw new Error(`no ${card} or ${to}`);
  // Below the name: the name is a link, whose presses open the candidate rather than drag.
  const y = from.y + from.height * 0.55;
  await page.mouse.move(from.x + from.width * 0.75, y);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width * 0.75 + 10, y + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
  await page.mouse.up();
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'recruitment-hiring-failure');
});

test('a visitor applies without signing in, the recruiter moves them through the pipeline, interviews and hires them, and the new employee completes /get-started', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // The public careers page: no sign-in, a plain form.
  const visitor = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const site = await visitor.newPage();
  await site.goto('/careers/demo');
  await site.getByRole('link', { name: 'Senior Accountant' }).first().click();
  await site.locator('#first_name').fill(FIRST);
  await site.locator('#last_name').fill(LAST);
  await site.locator('#email').fill(EMAIL);
  await site.locator('#phone').fill('+234 803 555 0199');
  for (const answer of await site.locator('textarea[name^="answers"]').all())
    await answer.fill('Six years in audit at a Big Four firm.');
  await site.locator('#cover_letter').fill('I would like to own your month-end close.');
  await site.locator('#cv').setInputFiles({
    name: 'adaeze-okafor-cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf([`${FIRST} ${LAST}`, 'Chartered accountant (ICAN)', 'Six years in audit']),
  });
  await site.getByRole('button').last().click();
  await expect(site.locator('h1')).toBeVisible();
  await expect(site.locator('body')).toContainText('Senior Accountant');
  await visitor.close();

  // The recruiter finds the candidate in the database.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto(`${TRACKING}/candidate-database?search=${LAST}`);
  const row = page.getByTestId('candidate-table').locator('a', { hasText: LAST });
  await expect(row).toBeVisible();
  const id = must(/(\d+)$/.exec((await row.getAttribute('href')) ?? '')?.[1], 'the candidate id');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`candidate-database/view/${id}$`));
  await expect(page.getByTestId('candidate-name')).toContainText('Applied');
  await expect(page.getByTestId('cv-pdf')).toBeAttached();
  await expect(page.getByTestId('candidate-answers')).toContainText('Six years in audit');
  await dismissNotices(page);
  await shootAs(page, 'recruitment-candidate', true);

  // The pipeline board: by mouse to Screening, by keyboard to Interview.
  await page.goto(`${TRACKING}/candidate-database?view=board&search=${LAST}`);
  const card = `pipeline-card-${id}`;
  await expect(stage(page, 'applied').getByTestId(card)).toBeVisible();
  await dragTo(page, card, 'screening');
  await expect(stage(page, 'screening').getByTestId(card)).toBeVisible();
  await seeNotice(page, 'Job application status updated successfully');
  await page.getByTestId(card).focus();
  await page.keyboard.press('Space');
  await painted(page);
  await page.keyboard.press('ArrowRight');
  await painted(page);
  await page.keyboard.press('Space');
  await expect(stage(page, 'interview').getByTestId(card)).toBeVisible();
  await page.reload();
  await expect(stage(page, 'interview').getByTestId(card)).toBeVisible();
  await dismissNotices(page);
  await shootAs(page, 'recruitment-pipeline', true);

  // An interview with the recruiter on the panel, and their scorecard.
  const me = await page.evaluate(() => {
    const u = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      employee?: { first_name?: string; last_name?: string };
    };
    return `${u.employee?.first_name ?? ''} ${u.employee?.last_name ?? ''}`.trim();
  });
  await page.goto(`${TRACKING}/candidate-database/view/${id}`);
  await page.getByTestId('candidate-schedule').click();
  await page.getByTestId('interview-location').fill('Head office, 3rd floor');
  await choose(page, 'interview-interviewers', must(me.split(' ')[0], 'the recruiter’s name'));
  await page.getByTestId('interview-save').click();
  await seeNotice(page, 'Interview scheduled successfully');
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await page.getByTestId('candidate-interviews').locator('a').first().click();
  await expect(page.getByTestId('interview-page')).toBeVisible();
  await page.getByTestId('scorecard-note').fill('Clear on reconciliations; ready to lead the close.');
  await page.getByTestId('scorecard-save').click();
  await expect(page.getByTestId('interview-scorecards')).toContainText(me);
  await dismissNotices(page);
  await shootAs(page, 'recruitment-interview', true);

  // To the offer with a note, then hired through create-profile.
  await page.goto(`${TRACKING}/candidate-database/view/${id}`);
  await page.getByTestId('candidate-move').click();
  await choose(page, 'move-status', 'Offer');
  await page.getByTestId('move-note').fill('Offer of ₦600,000 a month accepted by phone.');
  await page.getByTestId('move-ok').click();
  await expect(page.getByTestId('candidate-history')).toContainText('Offer of ₦600,000');
  await page.getByTestId('candidate-hire').click();
  await expect(page).toHaveURL(/hired-candidate\/create-profile\?id=\d+$/);
  await choose(page, 'hire-branch', /\S/);
  await choose(page, 'hire-department', /\S/);
  const before = mailCount(EMAIL);
  await page.getByTestId('hire-submit').click();
  await expect(page.getByTestId('hire-invite-sent')).toContainText(EMAIL);
  await dismissNotices(page);
  await shootAs(page, 'recruitment-hired', true);
  await page.goto(`${TRACKING}/hired-candidate?search=${LAST}`);
  await expect(page.getByTestId('hired-table')).toContainText(LAST);

  // The dashboard, in French on a phone.
  await page.goto('/admin/recruitment/dashboard');
  await expect(page.getByTestId('recruitment-dashboard')).toBeVisible();
  await expect(page.getByTestId('rd-funnel-chart')).toBeVisible();
  await dismissNotices(page);
  await shootAs(page, 'recruitment-dashboard', true);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recrutement');
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'recruitment-dashboard-fr-mobile');
  await page.getByTestId('language-en').locator('visible=true').first().click();

  // The new employee's invitation: activate, sign in, set a password, reach /get-started.
  const mail = await nextMail(EMAIL, before, /activation/);
  const oneTime = must(
    /one-time password (\S+)/.exec(mail.text)?.[1],
    'the one-time password in the invitation',
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hire = await context.newPage();
  await hire.goto(pathOf(mail.link));
  await expect(hire).toHaveURL(/\/activation-successful/);
  await hire.goto('/company');
  await enterCompany(hire);
  await signIn(hire, EMAIL, oneTime);
  await expect(hire).toHaveURL(/\/change-password-first-signin/);
  await hire.getByTestId('first-signin-password').fill('Welcome2026x');
  await hire.locator('input[autocomplete="new-password"]').nth(1).fill('Welcome2026x');
  await hire.getByTestId('first-signin-submit').click();
  await expect(hire).toHaveURL(/\/get-started$/);
  await expect(hire.getByTestId('onboarding-welcome')).toContainText(FIRST);
  await snap(hire, 'recruitment-get-started');
  await hire.getByTestId('onboarding-continue').click();

  // The profile: a picture, the personal details and the address, then the bank details and Save.
  await expect(hire.getByTestId('profile-first-name')).toHaveValue(FIRST);
  const jpeg = await hire.getByTestId('onboarding-continue').screenshot({ type: 'jpeg', quality: 80 });
  await hire
    .getByTestId('profile-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'adaeze.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(hire.getByTestId('profile-picture').locator('img')).toBeVisible();
  await choose(hire, 'profile-salutation', 'Mrs');
  await choose(hire, 'profile-gender', 'Female');
  await choose(hire, 'profile-religion', 'Christianity');
  const digits = String(Date.now()).slice(-8);
  await hire.getByTestId('profile-mobile').fill(`0803${digits}`);
  await hire.getByTestId('profile-mobile2').fill(`0813${digits}`);
  await hire.getByTestId('profile-address').fill('22 Awolowo Road, Ikoyi');
  await choose(hire, 'profile-state', 'Lagos');
  await choose(hire, 'profile-city', 'Eti Osa');
  await hire.getByTestId('onboarding-continue').click();
  await choose(hire, 'profile-bank', 'Access Bank');
  await hire.getByTestId('profile-account-number').fill(`01${digits}`);
  await hire.getByTestId('profile-pfa').fill('Stanbic IBTC Pension');
  await hire.getByTestId('onboarding-save').click();
  await expect(hire).toHaveURL(/\/get-started-success$/);
  await hire.getByTestId('onboarding-proceed').click();
  await expect(hire).toHaveURL(/\/ess\/home$/);
  await context.close();
});
