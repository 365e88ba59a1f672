import { expect, type Page } from '@playwright/test';

/**
 * Checks that a notification with `text` shows, then closes it. Notifications sit top centre, over the
 * page header, and antd pauses their timer while the pointer hovers them: a click on a control
 * underneath would wait for a notice that never goes. Closing them is what a user does too.
 */
export async function seeNotice(page: Page, text: string | RegExp): Promise<void> {
  const notice = page.locator('.ant-notification-notice', { hasText: text }).first();
  await expect(notice).toBeVisible();
  await notice.locator('.ant-notification-notice-close').click();
  await expect(page.locator('.ant-notification-notice', { hasText: text })).toHaveCount(0);
}

/** Closes every notification on screen (before a screenshot, or before clicking under them). */
export async function dismissNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}
