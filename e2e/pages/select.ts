import { expect, type Locator, type Page } from '@playwright/test';

const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Closes an open select list and waits until none shows, since a closing list would catch the next
 * click. A multi-select's list stays open after a pick and is closed with Escape; a single select's
 * closes itself, and stays visible while it slides out. Inside a modal a stray Escape closes the modal
 * itself (a CI run lost the hiring journey's "move" dialog that way, pressing Escape at a single
 * select's list as it slid out), so it is pressed only when `multiple` says a list stays open, or when
 * a list is still open after its slide.
 */
export async function closeSelects(page: Page, multiple = true): Promise<void> {
  if (!multiple) {
    await expect(openList(page))
      .toHaveCount(0, { timeout: 2_000 })
      .catch(() => undefined);
  }
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
  const multiple = await select.evaluate(
    (el) => el.classList.contains('ant-select-multiple') || el.querySelector('.ant-select-multiple') !== null,
  );
  await closeSelects(page, multiple);
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
