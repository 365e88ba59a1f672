import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, passwordToken, shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const ITEM = `Meal ${stamp}`;
const CODE = `MEAL_${stamp.toUpperCase()}`;
const PACKAGE = `Field officer ${stamp}`;
// The demo leaves the current month open (months before it are confirmed): the journey runs it.
const now = new Date();
const MONTH = now.getMonth() + 1;
const YEAR = now.getFullYear();

interface Row {
  employee_id: number;
  days_paid: number;
  gross_pay: string;
  net_pay: string;
  paye: string;
  components: { name: string; amount: string }[];
}
interface Payslip {
  gross_pay: { current_pay: string };
  net_pay: { current_pay: string };
  allowances: { data: { name: string; current_pay: string }[] };
}

/** The admin's API for setup and checks the screens do not show in one place. */
function adminApi(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async data<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
      const res = await page.request.fetch(`/api/v1${path}`, { method, headers, ...(data ? { data } : {}) });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return ((await res.json()) as { data: T }).data;
    },
  };
}

const naira = (text: string) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2 });

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'payroll-run-failure');
});

test('admin sets up pay, runs and confirms the month, and employees read their payslips', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await passwordToken(page.request, 'admin@demo.example', DEMO_PASSWORD);
  if (!token) throw new Error('the demo admin could not sign in');
  const api = adminApi(page, token);
  await signedIn(page, 'admin@demo.example');

  // A fixed meal allowance joins the pay breakdown through its screen.
  await page.goto('/admin/payroll/pay-package/settings/pay-breakdown/create');
  await page.getByTestId('pay-breakdown-name').fill(ITEM);
  await page.getByTestId('pay-breakdown-code').fill(CODE);
  await page.getByTestId('pay-breakdown-calculation-type').getByText('Fixed amount').click();
  await page.getByTestId('pay-breakdown-amount').fill('15000');
  await shootAs(page, 'payroll-breakdown-create', true);
  await page.getByTestId('pay-breakdown-save').click();
  await expect(page).not.toHaveURL(/\/create$/);

  // A package of ₦300,000 with every item, the new one included.
  await page.goto('/admin/payroll/pay-package/create');
  await page.getByTestId('pay-package-name').fill(PACKAGE);
  await page.getByTestId('pay-package-salary').fill('300000');
  await expect(page.getByTestId(`pay-package-item-${CODE}`)).toBeVisible();
  await page.getByTestId('pay-package-save').click();
  await expect(page).toHaveURL(/\/admin\/payroll\/pay-package\/view\/\d+$/);
  const packageId = Number(/view\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('pay-package-preview-table')).toContainText(ITEM);
  await shootAs(page, 'payroll-package-view', true);

  // Ten employees, the self-service demo employee among them, move onto it from this month.
  // Found by search: journeys in the same lane add employees, so the first page need not hold them.
  type People = { results: { id: number; email: string }[] };
  const found = await api.data<People>('GET', '/organization/employees?search_query=employee@demo.example');
  const people = await api.data<People>('GET', '/organization/employees?per_page=30&page=1');
  const ess = found.results.find((p) => p.email === 'employee@demo.example');
  if (!ess) throw new Error('the self-service demo employee is not listed');
  const ten = [ess.id, ...people.results.filter((p) => p.id !== ess.id).map((p) => p.id)].slice(0, 10);
  await api.data('PUT', `/payroll/salarymanagement/pay-packages/${packageId}/assign`, {
    assignments: ten.map((employee_id) => ({ employee_id, payPackageId: packageId })),
    effective_from: `${YEAR}-${String(MONTH).padStart(2, '0')}-01`,
  });

  // Run the month on the salary schedule screen, then confirm it.
  await page.goto(`/admin/payroll/salary-management/payment-schedule?month=${MONTH}&year=${YEAR}`);
  await page.getByTestId('schedule-run').click();
  await expect(page.getByTestId('schedule-table')).toBeVisible({ timeout: 60_000 });
  await shootAs(page, 'payroll-schedule', true);
  const rows = await api.data<{ results: Row[] }>(
    'POST',
    '/payroll/salarymanagement/salary-schedules/view?per_page=100&page=1',
    { month: MONTH, year: YEAR },
  );
  const mine = rows.results.filter((r) => ten.includes(r.employee_id));
  expect(mine).toHaveLength(10);
  const daysInMonth = new Date(YEAR, MONTH, 0).getDate();
  for (const row of mine) {
    // A full month pays the package's split of ₦300,000 and the meal (the Port Harcourt staff also
    // their hazard allowance); a joiner or a leaver is prorated by calendar days.
    const amount = (name: string) => row.components.find((c) => c.name === name)?.amount;
    if (row.days_paid === daysInMonth) {
      expect(amount('Basic')).toBe('120000.00');
      expect(amount(ITEM)).toBe('15000.00');
      expect(Number(row.gross_pay)).toBeGreaterThanOrEqual(315000);
    } else expect(Number(amount('Basic'))).toBeLessThan(120000);
    expect(Number(row.net_pay)).toBeLessThan(Number(row.gross_pay));
  }
  await page.getByTestId('schedule-confirm-link').click();
  await expect(page).toHaveURL(/payment-schedule\/confirm/);
  const confirmable = page.getByTestId('confirm-open-dialog');
  // A retried journey finds the month already confirmed: nothing left to confirm then.
  await expect(confirmable.or(page.getByTestId('confirm-nothing'))).toBeVisible();
  if (await confirmable.isVisible()) {
    await shootAs(page, 'payroll-confirm', true);
    await confirmable.click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('confirm-done')).toBeVisible();
    await shootAs(page, 'payroll-confirmed');
  }

  // Each employee's payslip says what the schedule said, to the kobo.
  for (const row of mine) {
    const slip = await api.data<Payslip>('POST', '/payroll/reports/payslips', {
      employee_id: row.employee_id,
      month: MONTH,
      year: YEAR,
    });
    expect(slip.gross_pay.current_pay).toBe(row.gross_pay);
    expect(slip.net_pay.current_pay).toBe(row.net_pay);
    expect(slip.allowances.data.find((a) => a.name === ITEM)?.current_pay).toBe('15000.00');
  }

  // The employee reads it in self-service, and downloads the PDF.
  const essRow = mine.find((r) => r.employee_id === ess.id) as Row;
  await signedIn(page, 'employee@demo.example');
  await page.goto(`/ess/payroll/payslip/preview-payslip?month=${MONTH}&year=${YEAR}`);
  await expect(page.getByTestId('payslip-net')).toHaveText(naira(essRow.net_pay));
  await expect(page.getByTestId('payslip-gross')).toHaveText(naira(essRow.gross_pay));
  await shootAs(page, 'payroll-ess-payslip', true);
  const download = page.waitForEvent('download');
  await page.getByTestId('payslip-download').click();
  const pdf = await (await download).path();
  expect(pdf).toBeTruthy();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(pdf);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Protected with a password the employee knows (ADR 46).
  expect(bytes.includes('/Encrypt')).toBe(true);
});
