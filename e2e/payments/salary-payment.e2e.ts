import { expect, test, type Page } from '@playwright/test';
import { must } from '../pages/must.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { DEMO_PASSWORD, painted, passwordToken, shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const PHONE = { width: 390, height: 844 };
// The demo leaves the current month open (months before it are confirmed and the last one paid).
const now = new Date();
const MONTH = now.getMonth() + 1;
const YEAR = now.getFullYear();
const BAD = `70${stamp.replace(/\D/g, '').padEnd(4, '3').slice(0, 4)}0001`;
const GOOD = `70${stamp.replace(/\D/g, '').padEnd(4, '3').slice(0, 4)}4445`;

/** The admin's API for setup the screens do not need to show. */
function api(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
    const res = await page.request.fetch(`/api/v1${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
}

async function fitsThePhone(page: Page) {
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The employee's account number through their record's edit screen (the HR way of correcting it). */
async function setAccount(page: Page, employeeId: number, account: string) {
  await page.goto(`/admin/organization/employees/edit/${employeeId}`);
  await page.getByTestId('field-account_number').fill(account);
  await page.getByTestId('employee-save').click();
  await seeNotice(page, /updated successfully/i);
  await dismissNotices(page);
}

/** Reads the upload's screen afresh until every line shows one of `statuses`. */
async function linesBecome(page: Page, statuses: string[]) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId('payment-upload-summary')).toBeVisible();
        const all = await page
          .locator('[data-testid^="payment-line-status-"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
        return all.length > 0 && all.every((s) => statuses.includes(s ?? ''));
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'salary-payment-failure');
});

test('a month is confirmed, uploaded, approved by another person, paid from the wallet with one line retried, and approved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = api(
    page,
    must(await passwordToken(page.request, 'admin@demo.example', DEMO_PASSWORD), 'the admin token'),
  );

  // The HR officer becomes a payment checker: a role of her own beside hers, nothing else changes.
  const groups = await admin<{ permissions: { id: number; slug: string }[] }[]>(
    'GET',
    '/organization/system-settings/group-permissions-by-modules',
  );
  const wanted = ['view backend', 'view salary management', 'manage payments', 'view payment wallet'];
  const ids = groups
    .flatMap((g) => g.permissions)
    .filter((p) => wanted.includes(p.slug))
    .map((p) => p.id);
  const role = await admin<{ id: number }>('POST', '/organization/system-settings/roles', {
    name: `Payment checker ${stamp}`,
    permission_ids: ids,
  });
  const hrToken = must(await passwordToken(page.request, 'hr@demo.example', DEMO_PASSWORD), 'the HR token');
  const hrUser = (
    (await (
      await page.request.get('/api/v1/user', { headers: { authorization: `Bearer ${hrToken}` } })
    ).json()) as { data: { employee: { id: number } } }
  ).data;
  await admin('POST', `/organization/system-settings/roles/${role.id}/employees`, {
    employee_id: hrUser.employee.id,
  });

  // Port Harcourt's month: its first employee's account fails at the sandbox (ending 0001).
  const branches = await admin<{ results: { id: number; station_name: string }[] }>(
    'GET',
    '/organization/branches?filter=all',
  );
  const branch = must(
    branches.results.find((b) => b.station_name.startsWith('Port Harcourt')),
    'the Port Harcourt branch',
  ).id;
  const scope = { month: MONTH, year: YEAR, branch_ids: [branch] };
  const rows = await admin<{ results: { employee_id: number; net_pay: string }[] }>(
    'POST',
    '/payroll/salarymanagement/salary-schedules/view?perPage=100',
    scope,
  );
  const employee = must(rows.results[0], 'a Port Harcourt employee').employee_id;
  await signedIn(page, 'admin@demo.example');
  await setAccount(page, employee, BAD);

  // The maker confirms the month, then uploads it to be paid from the company wallet.
  await page.goto(
    `/admin/payroll/salary-management/payment-schedule/confirm?month=${MONTH}&year=${YEAR}&branches=${branch}`,
  );
  await page.getByTestId('confirm-open-dialog').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-done')).toBeVisible();
  const panel = page.getByTestId('payment-upload-panel');
  await expect(panel).toBeVisible();
  await page.getByTestId('payment-upload-option').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Company wallet' }).click();
  await shootAs(page, 'salary-payment-upload-panel');
  await page.getByTestId('payment-upload-submit').click();
  await seeNotice(page, 'Payment upload created successfully');
  await expect(page).toHaveURL(/payment-upload\/view\?transaction_id=\d+/);
  const viewUrl = page.url();
  await expect(page.getByTestId('payment-upload-summary')).toContainText('Company wallet');
  // The maker may not check their own upload: no decision is offered.
  await expect(page.locator('[data-testid^="payment-schedule-approve-"]')).toHaveCount(0);
  await dismissNotices(page);

  // The checker approves every schedule at once.
  await signedIn(page, 'hr@demo.example');
  await page.goto(viewUrl);
  const table = page.getByTestId('payment-schedule-table');
  await expect(table).toBeVisible();
  await table.locator('thead input[type=checkbox]').check();
  await page.getByTestId('payment-schedule-bulk-approve').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await seeNotice(page, 'Payment schedule approved successfully');
  await dismissNotices(page);

  // The wallet pays: every line is paid but the bad account's, which failed with its reason.
  await linesBecome(page, ['paid', 'failed']);
  const failed = page.locator('[data-testid^="payment-line-status-"][data-status="failed"]');
  await expect(failed).toHaveCount(1);
  const lineId = must((await failed.getAttribute('data-testid'))?.split('-').pop(), 'the failed line');
  await shootAs(page, 'salary-payment-failed-line');

  // Her account is corrected on her record, and that line alone is retried.
  await setAccount(page, employee, GOOD);
  await page.goto(viewUrl);
  await page.getByTestId(`payment-line-retry-${lineId}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Retry' }).click();
  await linesBecome(page, ['paid']);
  await expect(page.getByTestId('payment-upload-paid')).toHaveText(
    must(await page.getByTestId('payment-upload-total').textContent(), 'the total'),
  );
  await page.setViewportSize(PHONE);
  await fitsThePhone(page);
  await shootAs(page, 'salary-payment-paid', true);

  // The upload's lines as a file: its export screen offers CSV, XLSX and PDF.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('payment-upload-export').click();
  await expect(page).toHaveURL(/payment-upload\/\d+\/export$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Export payment upload SAL-');
  await expect(page.getByTestId('payment-upload-export-menu')).toBeVisible();
  await shootAs(page, 'payment-upload-export', true);

  // The month is in approved payments, every line paid.
  await page.setViewportSize({ width: 1280, height: 800 });
  const transaction = must(new URL(viewUrl).searchParams.get('transaction_id'), 'the transaction id');
  await page.goto(
    `/admin/payroll/salary-management/approved-payment?year_month=${YEAR}-${String(MONTH).padStart(2, '0')}`,
  );
  await page.getByTestId(`payment-upload-open-${transaction}`).click();
  await expect(page).toHaveURL(new RegExp(`approved-payment/view/${transaction}$`));
  await expect(
    page.locator('[data-testid^="payment-line-status-"][data-status="paid"]').first(),
  ).toBeVisible();
  await expect(page.locator('[data-testid^="payment-line-status-"]:not([data-status="paid"])')).toHaveCount(
    0,
  );
  await page.setViewportSize(PHONE);
  await fitsThePhone(page);
  await shootAs(page, 'approved-payment-view', true);

  // The uploads and approved payments lists, in French on a phone.
  await page.goto('/admin/payroll/salary-management/payment-upload');
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléversements de paiement');
  await expect(page.getByTestId(`payment-upload-open-${transaction}`)).toBeVisible();
  await fitsThePhone(page);
  await snap(page, 'payment-uploads-fr-mobile');
  await page.goto('/admin/payroll/salary-management/approved-payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiements approuvés');
  await fitsThePhone(page);
  await snap(page, 'approved-payments-fr-mobile');
  await page.getByTestId('language-en').locator('visible=true').first().click();
});
