import { expect, type Locator, type Page } from '@playwright/test';

const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Closes an open select list (multi-selects stay open after a pick) and waits until none shows, since
 * a closing list would catch the next click. Escape is pressed only when a list is open: inside a
 * modal, a stray Escape would close the modal itself.
 */
export async function closeSelects(page: Page): Promise<void> {
  if ((await openList(page).count()) > 0) await page.keyboard.press('Escape');
  await expect(openList(page)).toHaveCount(0);
}

/**
 * Opens the antd select `testId`, types `text` (remote lists search as the user types) and picks the
 * first option showing it, then checks the select shows it. A click that lands while the list is
 * still sliding in, or while the typed filter re-renders it, is dropped by the list on a loaded
 * machine, so the pick is retried until the choice shows.
 */
export async function choose(page: Page, testId: string, text: string | RegExp): Promise<string> {
  const select = page.getByTestId(testId);
  let picked = '';
  await expect(async () => {
    if ((await openList(page).count()) === 0) {
      await select.click();
      if (typeof text === 'string') await page.keyboard.type(text);
    }
    const option = openList(page).locator('.ant-select-item-option', { hasText: text }).first();
    picked = ((await option.textContent({ timeout: 5_000 })) ?? '').trim();
    await option.click({ timeout: 5_000 });
    await expect(select).toContainText(picked, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await closeSelects(page);
  return picked;
}

/** Picks the first option of the select `testId`, whatever it is; returns its text. */
export async function chooseFirst(page: Page, testId: string): Promise<string> {
  return choose(page, testId, /\S/);
}

/** The option list of an open select, for assertions on what it offers. */
export function optionsOf(page: Page): Locator {
  return openList(page).locator('.ant-select-item-option');
}
