import { expect, test, type Page } from '@playwright/test';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { DEMO_PASSWORD, restoreDemoPassword, signInFromStart, snap } from '../pages/session.ts';
import { fromUserMenu } from '../pages/user-menu.ts';

const EMAIL = 'employee@demo.example';
const TEMPORARY = 'Notified2026x';

// The journey puts the password back itself; this does it too when the journey failed before that step.
test.afterEach(({ request }) => restoreDemoPassword(request, EMAIL, TEMPORARY));

const bell = (page: Page) => page.getByTestId('notification-bell').locator('visible=true');

async function languageFromApi(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { language: string } }).data.language;
}

async function unreadFromApi(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/v1/notifications/unread-count', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { unread: number } }).data.unread;
}

test('a password change rings the bell; opening the notice reads it; mark all as read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromStart(page, EMAIL);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const before = await unreadFromApi(page);
  await expect(bell(page)).toHaveAttribute('data-unread', String(before));

  // The real action: the employee changes their password on the self-service screen.
  await fromUserMenu(page, 'change-password', /\/ess\/change-password$/);
  await page.getByTestId('current-password').fill(DEMO_PASSWORD);
  await page.getByTestId('new-password').fill(TEMPORARY);
  await page.getByTestId('confirm-password').fill(TEMPORARY);
  await page.getByTestId('change-password-submit').click();
  await seeNotice(page, 'Password changed successfully');
  await expect(bell(page)).toHaveAttribute('data-unread', String(before + 1));
  // The form goes back to the screen it came from; the bell is opened there, not on the way (the
  // header drawn again on arrival would close it).
  await expect(page.getByTestId('home-page')).toBeVisible();

  await dismissNotices(page);
  await bell(page).click();
  const panel = page.getByTestId('notifications-panel');
  const item = panel.getByTestId('notification-item').first();
  await expect(item).toContainText('Your password was changed');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(panel).not.toContainText('undefined');
  await expect(panel.getByTestId('notifications-by-mail')).toBeChecked();
  await snap(page, 'notifications-bell-1280');

  await item.click();
  await expect(page).toHaveURL(/\/ess\/change-password$/);
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAttribute('data-unread', String(before));

  // In French the notice reads in French, and the choice is kept for the next sign-in (ADR 32).
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect.poll(() => languageFromApi(page)).toBe('fr');
  await bell(page).click();
  await expect(panel.getByTestId('notification-item').first()).toContainText(
    'Votre mot de passe a été modifié',
  );
  await expect(panel.getByTestId('notifications-by-mail')).toBeChecked();
  // The panel's opening motion has ended (a screenshot taken during it can miss the panel).
  await expect(page.locator('.ant-dropdown[class*="-enter"]')).toHaveCount(0);
  await snap(page, 'notifications-bell-fr');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByTestId('language-en').locator('visible=true').first().click();
  await expect.poll(() => languageFromApi(page)).toBe('en');

  // Put the demo password back (later journeys sign in as this employee); that is a second notice.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const restored = await page.request.post('/api/v1/user/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: TEMPORARY, new_password: DEMO_PASSWORD },
  });
  expect(restored.status()).toBe(200);

  // On a phone the bell sits in the mobile header; the reload reads the new count.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/ess/home');
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('data-unread', String(before + 1));
  await bell(page).click();
  await expect(panel.getByTestId('notification-item').first()).toHaveAttribute('data-unread', 'true');
  await expect(panel.getByTestId('notifications-by-mail')).toBeChecked();
  await expect(panel.getByTestId('notifications-read-all')).toBeEnabled();
  await snap(page, 'notifications-bell-390');
  await panel.getByTestId('notifications-read-all').click();
  await expect(bell(page)).toHaveAttribute('data-unread', '0');
  await expect(panel.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(0);
  await expect(panel.getByTestId('notifications-read-all')).toBeDisabled();
});
