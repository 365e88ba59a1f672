import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { HrmReportScreens } from '../pages/hrm-reports.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { signInFromStart, snap } from '../pages/session.ts';
import { must } from '../pages/must.ts';

const stamp = Date.now().toString(36).slice(-5);
const TYPE = `Study Leave ${stamp}`;

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'hrm-reports-failure');
});

test('HR reads the dashboard, generates the leave usage report and downloads it; an employee reads their own', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const s = new HrmReportScreens(page);
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home/);

  // /admin/hrm lands on the dashboard: tiles, lists and charts (or their empty states).
  await page.goto('/admin/hrm');
  await expect(page).toHaveURL(/\/admin\/hrm\/dashboard$/);
  await expect(page.getByTestId('hrm-dashboard')).toBeVisible();
  for (const id of ['hrm-stat-away', 'hrm-stat-pending', 'hrm-stat-upcoming', 'hrm-stat-exemptions'])
    await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('hrm-dash-away')).toContainText(/Nobody is on leave today\.|Until/);
  await expect(page.getByTestId('hrm-dash-status')).toBeVisible();
  await expect(page.getByTestId('hrm-dash-types')).toBeVisible();
  await s.shoot('dashboard');

  // A leave type everyone may take, so the report has rows for it.
  await page.goto('/admin/hrm/leave/settings/leave-type/create');
  await page.getByTestId('leave-type-name').fill(TYPE);
  await page.getByTestId('leave-type-days').fill('12');
  await page.getByTestId('leave-type-save').click();
  await seeNotice(page, 'Leave type created successfully');
  await dismissNotices(page);

  // Leave for one employee today and another in a few days, through the leave API (approved at
  // once: no leave approver group applies).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const typeId = must(
    (
      (await (
        await page.request.get(
          `/api/v1/hrm/leaves/settings/leavetypes?search_query=${encodeURIComponent(TYPE)}`,
          {
            headers,
          },
        )
      ).json()) as { data: { results: { id: number }[] } }
    ).data.results[0],
    'the new leave type',
  ).id;
  // Staff of Human Resources and Finance: the demo gives those departments no leave approver group,
  // so the requests below are approved at once (the no-group rule), even with the demo's own
  // requests and groups in place.
  const staff = (
    (await (await page.request.get('/api/v1/organization/employees?perPage=50', { headers })).json()) as {
      data: { results: { id: number; name: string; department: string | null }[] };
    }
  ).data.results.filter((e) => e.department === 'Human Resources' || e.department === 'Finance');
  // A new company's seven default leave types fill the first page: the checks narrow to this type.
  const narrowToType = async () => {
    const u = new URL(page.url());
    u.searchParams.set('leave_type_id', String(typeId));
    await page.goto(u.pathname + u.search);
  };
  const lagosDay = (plus: number) =>
    new Date(Date.now() + 3_600_000 + plus * 86_400_000).toISOString().slice(0, 10);
  const away = must(staff[0], 'a staff member');
  const later = must(staff[1], 'another staff member');
  for (const [who, from, to] of [
    [away.id, lagosDay(0), lagosDay(1)],
    [later.id, lagosDay(5), lagosDay(6)],
  ] as const) {
    const res = await page.request.post('/api/v1/hrm/leaves', {
      headers,
      data: { employee_id: who, leave_type_id: typeId, start_date: from, end_date: to, note: `e2e ${stamp}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The dashboard now lists them, counts the requests and names the type in its chart.
  await page.goto('/admin/hrm/dashboard');
  await expect(page.getByTestId('hrm-dash-types-chart')).toContainText(TYPE);
  await expect(page.getByTestId('hrm-dash-away')).toContainText(away.name);
  await expect(page.getByTestId('hrm-dash-upcoming')).toContainText(later.name);
  await expect(page.getByTestId('hrm-dash-status-chart')).toBeVisible();
  await s.shoot('dashboard-types');
  // In French, the same screen in French words.
  await page.getByTestId('language-fr').click();
  await expect(page.getByText('Tableau de bord RH')).toBeVisible();
  await expect(page.getByTestId('hrm-dash-away')).toContainText('Jusqu’au');
  await s.shoot('dashboard-fr');
  await page.getByTestId('language-en').click();
  await expect(page.getByText('HR Dashboard')).toBeVisible();

  // /admin/hrm/reports goes to generate; a date range is asked for in the spec's words.
  await page.goto('/admin/hrm/reports');
  await expect(page).toHaveURL(/\/admin\/hrm\/reports\/generate$/);
  await page.getByTestId('usage-period').getByText('Date range').click();
  await page.getByTestId('usage-generate').click();
  await expect(page.getByText('Please pick a date range')).toBeVisible();
  await s.shoot('generate');
  await page.getByTestId('usage-period').getByText('Leave year').click();
  await s.generate();
  const year = new Date().getFullYear();
  await expect(page.getByText(`Leave year ${year}`)).toBeVisible();
  await narrowToType();
  await expect(s.table()).toContainText(TYPE);
  await expect(s.table()).toContainText('Entitled Days');

  // The search narrows the rows and lives in the address.
  await page.getByTestId('table-search').fill('zzz-nobody');
  await expect(page).toHaveURL(/search_query=zzz-nobody/);
  await expect(s.table()).toContainText('No report available for the selected filters.');
  await page.getByTestId('table-search').fill('');
  await expect(s.table()).toContainText(TYPE);
  await s.shoot('all');

  // XLSX: the browser downloads a workbook with the report's headings.
  const xlsx = await s.download('XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual(
    expect.arrayContaining(['Employee Name', 'Leave Type', 'Entitled Days', 'Days Taken', 'Remaining Days']),
  );

  // The exemption summary comes from the same screens.
  await page.goto('/admin/hrm/reports/generate');
  await page.getByTestId('usage-kind').getByText('Exemption usage').click();
  await page.getByTestId('usage-generate').click();
  await expect(page.getByText('Please pick a date range')).toBeVisible();
  await page.goto(`/admin/hrm/reports/all?kind=exemption&start_date=${year}-01-01&end_date=${year}-12-31`);
  await expect(page.getByText(`01-01-${year} to 31-12-${year}`)).toBeVisible();
  await expect(s.table()).toContainText('Total Requests');

  // An employee sees only their own usage under /ess.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInFromStart(page, 'employee@demo.example');
  await page.goto('/ess/hrm/reports');
  await expect(page).toHaveURL(/\/ess\/hrm\/reports\/generate$/);
  // Self-service asks only for the report and its period: no one else's name to pick.
  await expect(page.getByTestId('usage-generate')).toBeVisible();
  await expect(page.getByTestId('usage-employee')).toHaveCount(0);
  await s.shoot('ess-generate');
  await s.generate();
  await expect(page.getByText('My Leave Usage')).toBeVisible();
  await narrowToType();
  await expect(s.table()).toContainText(TYPE);
  await expect(s.table()).not.toContainText('Employee Name');
  await s.shoot('ess-all');
  const own = await s.download('CSV');
  expect(own.name).toMatch(/\.csv$/);
});
