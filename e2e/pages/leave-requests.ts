import { expect, type Page } from '@playwright/test';
import { shootAs } from './session.ts';

/** The leave request screens (web modules/hrm/leave): All Leaves, My Leaves, approvals, the form. */
export class LeaveRequestScreens {
  constructor(readonly page: Page) {}

  /** A desktop screenshot and a 390 px phone one, named leave-requests-{name}. */
  async shoot(name: string): Promise<void> {
    await shootAs(this.page, `leave-requests-${name}`, true);
  }

  /** The signed-in session's bearer token, for the API calls a test's setup makes. */
  async token(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('not signed in');
    return token;
  }

  /** The signed-in employee's id, as the app stored it. */
  async myEmployeeId(): Promise<number> {
    const id = await this.page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { employee?: { id?: number } }).employee?.id,
    );
    if (!id) throw new Error('no signed-in employee');
    return id;
  }

  /** POSTs to the API as the signed-in user and returns the envelope's data. */
  async apiPost<T>(path: string, body: unknown): Promise<T> {
    const res = await this.page.request.post(`/api/v1${path}`, {
      headers: { Authorization: `Bearer ${await this.token()}` },
      data: body,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  /** The id and name of the employee with a PIN, from the employee list (the demo has under 50). */
  async employeeByPin(pin: string): Promise<{ id: number; name: string }> {
    const res = await this.page.request.get('/api/v1/organization/employees?page=1&perPage=50', {
      headers: { Authorization: `Bearer ${await this.token()}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const rows = ((await res.json()) as { data: { results: { id: number; name: string; pin: string }[] } })
      .data.results;
    const hit = rows.find((h) => h.pin === pin);
    if (!hit) throw new Error(`no employee with PIN ${pin}`);
    return hit;
  }

  /** Signs the browser out without the UI, so the next sign-in starts clean. */
  async forget(): Promise<void> {
    await this.page.evaluate(() => localStorage.clear());
    await this.page.context().clearCookies();
  }

  /** Types a date range into the form's antd range picker whose first input has `id` (dd-MM-yyyy, as shown). */
  async fillRange(id: string, from: string, to: string): Promise<void> {
    const inputs = this.page
      .locator('.ant-picker-range', { has: this.page.locator(`#${id}`) })
      .locator('input');
    await inputs.nth(0).click({ timeout: 10_000 });
    await inputs.nth(0).fill(from);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(to);
    await inputs.nth(1).press('Enter');
    await expect(inputs.nth(0)).toHaveValue(from);
    await expect(inputs.nth(1)).toHaveValue(to);
  }

  table(testId: string) {
    return this.page.getByTestId(testId);
  }

  /** A table row, by text it shows (a date, a name). */
  row(table: string, text: string | RegExp) {
    return this.table(table).locator('tbody tr', { hasText: text });
  }

  /** The ID column of a row. */
  async idOf(table: string, text: string | RegExp): Promise<string> {
    const id = (
      await this.row(table, text).locator('td:not(.ant-table-selection-column)').first().textContent()
    )?.trim();
    if (!id) throw new Error(`no row with ${String(text)}`);
    return id;
  }

  /** Ticks a row's selection box. */
  async select(table: string, text: string | RegExp): Promise<void> {
    await this.row(table, text).locator('.ant-table-selection-column .ant-checkbox-input').check();
  }

  /**
   * Clicks `testId` until its confirmation (popconfirm) shows: right after a screenshot at phone
   * width the row actions are still turning from a menu back into icons, and a click can land on
   * the one being replaced.
   */
  async openConfirm(testId: string): Promise<void> {
    const open = this.page.locator('.ant-popconfirm:visible');
    await expect(async () => {
      if ((await open.count()) === 0) await this.page.getByTestId(testId).click({ timeout: 3_000 });
      await expect(open).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Clicks the OK button of the open confirmation (popconfirm). */
  async confirm(okText: string): Promise<void> {
    await this.page.locator('.ant-popconfirm:visible').getByRole('button', { name: okText }).click();
  }
}
