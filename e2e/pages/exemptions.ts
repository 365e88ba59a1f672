import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, passwordToken, shootAs } from './session.ts';

/** Signs in through the API (test setup only), answering the bearer token. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const token = await passwordToken(request, email, DEMO_PASSWORD);
  if (!token) throw new Error(`${email} could not sign in with the demo password`);
  return token;
}

export async function employeeIdOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { employee: { id: number } } }).data.employee.id;
}

/**
 * Test setup through the API (its screens are another journey's): the employee's exemptions go to one
 * approver, Sequential.
 */
export async function exemptionGroupFor(
  request: APIRequestContext,
  adminToken: string,
  employeeId: number,
  approverId: number,
): Promise<void> {
  const res = await request.post('/api/v1/hrm/exemptions/settings/approvals', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      description: `Exemptions of ${employeeId}`,
      approval_types: 'Sequential',
      category_type: 'employees',
      employees: [employeeId],
      branch_id: 0,
      no_approvals: 1,
      approver_details: [{ approver_person_id: approverId }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The exemption screens' controls. */
export class ExemptionScreens {
  constructor(readonly page: Page) {}

  table() {
    return this.page.getByTestId('exemption-table');
  }

  approvalsTable() {
    return this.page.getByTestId('exemption-approvals-table');
  }

  row(text: string, table = this.table()) {
    return table.locator('tr.ant-table-row', { hasText: text });
  }

  /** The request's id, read from the first cell of its row. */
  async idOf(text: string, table = this.table()): Promise<number> {
    const cells = this.row(text, table).locator('td');
    const count = await cells.count();
    for (let i = 0; i < count; i++) {
      const value = ((await cells.nth(i).textContent()) ?? '').trim();
      if (/^\d+$/.test(value)) return Number(value);
    }
    throw new Error(`no id in the row of ${text}`);
  }

  /**
   * Types a dd-MM-yyyy date into the form's date picker and leaves it with Tab (Enter would also
   * submit the form, as in any field of it).
   */
  async pickDate(value: string): Promise<void> {
    const input = this.page.getByTestId('exemption-date');
    await input.click();
    await input.fill(value);
    await input.press('Tab');
    await expect(this.page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(input).toHaveValue(value);
  }

  async shoot(name: string, narrow = false): Promise<void> {
    await shootAs(this.page, `exemptions-${name}`, narrow);
  }
}
