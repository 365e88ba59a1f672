import { expect, type Page } from '@playwright/test';

/**
 * Checks that a notification with `text` shows, then closes it. Notifications sit top centre, over the
 * page header, and antd pauses their timer while the pointer hovers them: a click on a control
 * underneath would wait for a notice that never goes. Closing them is what a user does too.
 */
export async function seeNotice(page: Page, text: string | RegExp): Promise<void> {
  const notice = page.locator('.ant-notification-notice', { hasText: text }).first();
  await expect(notice)
    .toBeVisible()
    .catch(async (error: unknown) => {
      // What did show instead (an error notice, a refusal alert) is what a failed CI run needs to say.
      const shown = await page
        .locator('.ant-notification-notice, .ant-alert, .ant-form-item-explain-error')
        .allInnerTexts()
        .catch(() => []);
      throw new Error(`${String(error)}\nOn screen instead: ${JSON.stringify(shown)} at ${page.url()}`);
    });
  await notice.locator('.ant-notification-notice-close').click();
  await expect(page.locator('.ant-notification-notice', { hasText: text })).toHaveCount(0);
}

/**
 * Closes every notification on screen (before a screenshot, or before clicking under them), the first
 * one at a time. Notices also close themselves: a list of close buttons taken up front held one that
 * had gone, and its click waited for it until the test timed out (a loaded CI run).
 */
export async function dismissNotices(page: Page): Promise<void> {
  const notices = page.locator('.ant-notification-notice');
  for (let i = 0; i < 20 && (await notices.count()) > 0; i++) {
    await page
      .locator('.ant-notification-notice-close')
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(notices).toHaveCount(0);
}
