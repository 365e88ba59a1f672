import { expect, type Page } from '@playwright/test';

/**
 * Picks `key` from the header's user menu and waits for the address it leads to. A CI run's click on
 * "My Profile" did nothing (the menu had opened while the self-service home was still settling after
 * the switch from admin, and closed under the click), so the menu is opened and the item picked again
 * until the address changes.
 */
export async function fromUserMenu(page: Page, key: string, address: RegExp): Promise<void> {
  await expect(async () => {
    if ((await page.locator('.ant-dropdown:visible').count()) === 0) {
      await page.getByTestId('user-menu').locator('visible=true').click({ timeout: 5_000 });
    }
    await page.getByTestId(`user-menu-${key}`).click({ timeout: 5_000 });
    await expect(page).toHaveURL(address, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
}
