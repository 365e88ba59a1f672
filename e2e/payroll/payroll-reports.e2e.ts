import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, passwordToken, signedIn, snap } from '../pages/session.ts';
import { exportAs } from '../pages/export.ts';

const stamp = Date.now().toString(36).slice(-5);
const PACKAGE = `Reports desk ${stamp}`;
// Last month: the report screen's default month. The payroll journey runs and confirms this month,
// so neither journey changes what the other checks.
const today = new Date();
const last = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const MONTH = last.getMonth() + 1;
const YEAR = last.getFullYear();
const FROM = `${YEAR}-${String(MONTH).padStart(2, '0')}-01`;

/** The admin's API, for the pay the screens then show (the journeys' server has no payroll year). */
function adminApi(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object) => {
    const res = await page.request.fetch(`/api/v1${path}`, { method, headers, ...(data ? { data } : {}) });
    return { ok: res.ok(), status: res.status(), body: (await res.json()) as { data: T } };
  };
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'payroll-reports-failure');
});

test('an admin reads the payroll dashboard, exports the register and opens an audit entry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await passwordToken(page.request, 'admin@demo.example', DEMO_PASSWORD);
  if (!token) throw new Error('the demo admin could not sign in');
  const api = adminApi(page, token);

  // Three employees on a new ₦250,000 package from last month; the month is run and confirmed.
  const made = await api<{ id: number }>('POST', '/payroll/salarymanagement/pay-packages', {
    package_name: PACKAGE,
    description: 'Set up by the payroll reports journey',
    monthly_salary: '250000',
  });
  expect(made.ok, JSON.stringify(made.body)).toBe(true);
  const people = await api<{ results: { id: number }[] }>(
    'GET',
    '/organization/employees?per_page=30&page=1',
  );
  const three = people.body.data.results.slice(-3).map((p) => p.id);
  const assigned = await api('PUT', `/payroll/salarymanagement/pay-packages/${made.body.data.id}/assign`, {
    assignments: three.map((id) => ({ employee_id: id, payPackageId: made.body.data.id })),
    effective_from: FROM,
  });
  expect(assigned.ok, JSON.stringify(assigned.body)).toBe(true);
  const month = { month: MONTH, year: YEAR };
  expect((await api('POST', '/payroll/salarymanagement/salary-schedules', month)).ok).toBe(true);
  // With the demo's payroll year (or on a retry) the month is confirmed already: 422, nothing to do.
  const confirmed = await api('POST', '/payroll/salarymanagement/salary-schedules/confirm', month);
  expect([200, 422]).toContain(confirmed.status);
  // Whom the register's file must list: one of the three paid that month (one hired since is not).
  const view = await api<{ results: { employee_id: number; name: string }[] }>(
    'POST',
    '/payroll/salarymanagement/salary-schedules/view?per_page=100&page=1',
    month,
  );
  const name = view.body.data.results.find((r) => three.includes(r.employee_id))?.name;
  if (!name) throw new Error(`none of ${three.join(', ')} was paid in ${MONTH}/${YEAR}`);

  await signedIn(page, 'admin@demo.example');

  // The dashboard draws the year's cost trend and headcount, and names the month confirmed last.
  await page.goto(`/admin/payroll/dashboard?year=${YEAR}`);
  await expect(page.getByTestId('payroll-dash-cost-chart').locator('circle').first()).toBeVisible();
  await expect(page.getByTestId('payroll-dash-headcount-chart').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('payroll-stat-gross')).toContainText(/₦[\d,]+\.\d{2}/);
  await expect(page.getByTestId('payroll-dashboard')).not.toContainText(/undefined|NaN|report_kit\./);
  await snap(page, 'payroll-reports-dashboard');

  // The register of last month (the generate screen's default month), then its CSV.
  await page.goto('/admin/payroll/report/generate');
  await page.getByTestId('payroll-report-generate').click();
  await expect(page).toHaveURL(new RegExp(`/report/all\\?.*month=${MONTH}`));
  // The screen shows a page of the register (the demo's year puts the three on a later page); the
  // file holds all of it.
  await expect(
    page.getByTestId('payroll-report-table').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await expect(page.getByTestId('payroll-report-table').getByTestId('report-totals')).toContainText('₦');
  await snap(page, 'payroll-reports-register');
  const csv = readFileSync((await exportAs(page, 'payroll-report-export', 'CSV')).path, 'utf8').replace(
    /^\uFEFF/,
    '',
  );
  const [header, ...lines] = csv.split(/\r?\n/);
  expect(header).toMatch(/^Name,Pin,Branch,Department,.*Gross Pay,.*Net Pay/);
  expect(lines.some((l) => l.startsWith(`${name},`))).toBe(true);

  // The package's creation in the audit trail: a table of fields, never raw JSON.
  await page.goto('/admin/payroll/audit-trail/view-all');
  await page.getByTestId('table-search').fill(PACKAGE);
  await expect(page).toHaveURL(/search=/);
  const created = page.getByRole('row').filter({ hasText: `Created pay package ${PACKAGE}` });
  await created.locator('[data-testid^="audit-link-"]').click();
  const changes = page.getByTestId('audit-changes');
  await expect(changes).toContainText('Package name');
  await expect(changes).toContainText('₦250,000.00');
  await expect(page.getByTestId('audit-entry')).not.toContainText('{"');
  await snap(page, 'payroll-reports-audit-entry');

  // In French on a phone: the entry reads in French, and no screen scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  try {
    await expect(changes).toContainText('Nom du forfait');
    await expect(changes).toContainText('250\u202f000,00\u00a0₦');
    await expect(page.getByTestId('audit-entry')).toContainText(`Création : forfait de paie ${PACKAGE}`);
    for (const path of [`/admin/payroll/dashboard?year=${YEAR}`, `/admin/payroll/report/generate`]) {
      await page.goto(path);
      await expect(page.getByText(/Tableau de bord de la paie|Générer un rapport/).first()).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await snap(page, 'payroll-reports-generate-mobile-fr');
  } finally {
    await page.getByTestId('language-en').locator('visible=true').first().click();
  }
});
