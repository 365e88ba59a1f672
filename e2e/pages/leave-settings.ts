import { expect, type Page } from '@playwright/test';
import { setApproverLevels } from './approver-levels.ts';
import { shootAs } from './session.ts';

/** The leave settings screens (web modules/hrm/leave-settings): leave types and category approver lists. */
export class LeaveSettingsScreens {
  constructor(readonly page: Page) {}

  /** A desktop screenshot and a 390 px phone one, named leave-settings-{name}. */
  async shoot(name: string): Promise<void> {
    await shootAs(this.page, `leave-settings-${name}`, true);
  }

  typeTable() {
    return this.page.getByTestId('leave-type-table');
  }

  approverTable() {
    return this.page.getByTestId('category-approver-table');
  }

  /** Searches a list, and checks the box still holds the words once the list has been asked. */
  async search(table: 'leave-type-table' | 'category-approver-table', text: string): Promise<void> {
    const box = this.page.getByTestId(table).getByTestId('table-search');
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue(text);
  }

  /** A list row, by the name it shows. */
  row(table: 'leave-type-table' | 'category-approver-table', name: string) {
    return this.page.getByTestId(table).locator('tr', { hasText: name });
  }

  /** The first cell of a row: the ID column. */
  async idOf(table: 'leave-type-table' | 'category-approver-table', name: string): Promise<string> {
    const id = (
      await this.row(table, name).locator('td:not(.ant-table-selection-column)').first().textContent()
    )?.trim();
    if (!id) throw new Error(`no row for ${name}`);
    return id;
  }

  /** Fills the approver rows: one `[approver, alternate?]` a level, picked by typed names. */
  async setLevels(levels: [string, string?][]): Promise<void> {
    await setApproverLevels(this.page, 'category-approver-count', levels);
  }
}
