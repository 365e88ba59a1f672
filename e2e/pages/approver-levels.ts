import { expect, type Page } from '@playwright/test';
import { choose } from './select.ts';

/**
 * Fills an approver form's levels: one `[approver, alternate?]` a level, picked by typed names. Every
 * approver form (groups, leave and exemption lists) shares the level rows; only its count field's
 * test id differs.
 */
export async function setApproverLevels(
  page: Page,
  countTestId: string,
  levels: [string, string?][],
): Promise<void> {
  const count = page.getByTestId(countTestId);
  for (const [i, [approver, alternate]] of levels.entries()) {
    if (i > 0) {
      // Raising the count by one adds an empty row (spec 2 §4).
      await count.fill(String(i + 1));
      await expect(page.getByTestId(`approver-level-${i + 1}`)).toBeVisible();
    }
    await choose(page, `approver-person-${i + 1}`, approver);
    if (alternate) await choose(page, `approver-alternate-${i + 1}`, alternate);
  }
}
