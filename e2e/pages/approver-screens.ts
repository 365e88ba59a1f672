import { expect, type Page } from '@playwright/test';
import { setApproverLevels } from './approver-levels.ts';
import { shootAs } from './session.ts';

/** The shared approver screens (web platform/approvers) of one module, at its settings path. */
export class ApproverScreens {
  constructor(
    readonly page: Page,
    readonly base: string,
  ) {}

  /** A desktop screenshot; with `mobile`, a 390 px phone one too. */
  async shoot(name: string, mobile = false): Promise<void> {
    await shootAs(this.page, `approvers-${name}`, mobile);
  }

  table() {
    return this.page.getByTestId('approver-table');
  }

  async search(text: string): Promise<void> {
    await this.table().getByTestId('table-search').fill(text);
    await this.page.keyboard.press('Enter');
  }

  /** The list row of a group, by its name. */
  row(name: string) {
    return this.table().locator('tr', { hasText: name });
  }

  /** The id of a listed group, read from its view link. */
  async idOf(name: string): Promise<string> {
    const href = await this.row(name).getByRole('link', { name, exact: true }).getAttribute('href');
    const id = href?.split('/').at(-1);
    if (!id) throw new Error(`no view link for ${name}`);
    return id;
  }

  /** Fills the form's approvers: one `[approver, alternate?]` a level, picked by typed names. */
  async setLevels(levels: [string, string?][]): Promise<void> {
    await setApproverLevels(this.page, 'approver-count', levels);
  }

  /** Checks the first employee the assignment widget finds for `text` and moves it to the right. */
  async addEmployee(text: string): Promise<void> {
    await this.page.getByTestId('assignment-search').locator('input').fill(text);
    const option = this.page
      .getByTestId('employee-assignment')
      .locator('.cr-assign-list:not(.cr-assign-chosen) .ant-checkbox-wrapper', {
        hasText: new RegExp(text, 'i'),
      })
      .first();
    await option.click();
    await this.page.getByTestId('assignment-add').click();
    await expect(this.page.getByTestId('assignment-selected')).toContainText(new RegExp(text, 'i'));
  }
}
