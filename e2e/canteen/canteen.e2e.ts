import { expect, test } from '@playwright/test';
import { DeviceSimulator, httpTransport } from '../../tools/device-simulator/simulator.ts';
import { apiToken, employeeIdOf } from '../pages/exemptions.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';
import { api } from '../pages/api.ts';
import { confirmMonthFor } from '../pages/payroll-month.ts';

const stamp = Date.now().toString(36).toUpperCase().slice(-6);
const CLOCK = { name: `Canteen clock ${stamp}`, serial: `E2EMEAL${stamp}` };
const POINT = `Staff canteen ${stamp}`;
// The current month is the payroll journey's and the next the benefits journey's: this one pays the
// month after those, for the self-service employee alone (a batch group of one), so none changes
// another's month. Its canteen line takes every meal of theirs not yet deducted up to that month.
const now = new Date();
const PAID = new Date(now.getFullYear(), now.getMonth() + 2, 1);
const MONTH = PAID.getMonth() + 1;
const YEAR = PAID.getFullYear();
/** Lagos wall-clock time now, as the clock writes it ('YYYY-MM-DD HH:MM:SS'). */
const lagosNow = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'canteen-failure');
});

test('a meal verified at a canteen point shows on the dashboard and in My Meals, then on the payslip as Canteen meals', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiToken(page.request, 'admin@demo.example');
  const ess = await apiToken(page.request, 'employee@demo.example');
  const employeeId = await employeeIdOf(page.request, ess);
  const { pin } = await api<{ pin: string }>(
    page.request,
    admin,
    'GET',
    `/organization/employees/${employeeId}`,
  );
  const branches = await api<{ results: { id: number }[] }>(
    page.request,
    admin,
    'GET',
    '/organization/branches',
  );
  // A clock of its own (the attendance clocks keep punching for the other journeys).
  await api(page.request, admin, 'POST', '/attendance/devices', {
    name: CLOCK.name,
    serial_number: CLOCK.serial,
    branch_id: branches.results[0]?.id,
    device_type: 'face',
  });

  // The admin registers it as a canteen point on the points screen.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/canteen');
  await expect(page).toHaveURL(/\/admin\/canteen\/dashboard/);
  await page.goto('/admin/canteen/points');
  await expect(page.getByTestId('canteen-points-table')).toContainText('Main canteen');
  await page.getByTestId('canteen-point-save').click();
  await expect(page.getByText('Please select a registered device')).toBeVisible();
  await choose(page, 'canteen-point-device', CLOCK.name);
  await page.getByTestId('canteen-point-name').fill(POINT);
  await page.getByTestId('canteen-point-save').click();
  await expect(page.getByTestId('canteen-points-table')).toContainText(POINT);
  await shootAs(page, 'canteen-points', true);

  // The employee verifies at the clock: a meal, not a punch.
  const clock = new DeviceSimulator({ serial: CLOCK.serial, transport: httpTransport(baseURL ?? '') });
  await clock.handshake();
  expect(await clock.pushPunches([{ pin, time: lagosNow(), status: 0 }])).toEqual(['OK:1']);

  await page.goto('/admin/canteen/dashboard');
  await expect(page.getByTestId('canteen-dashboard')).toBeVisible();
  await expect(page.getByTestId('canteen-stat-today')).not.toContainText(/^\D*0\D*$/);
  await expect(page.getByTestId('canteen-by-plan')).toContainText('Staff lunch');
  const log = page.getByTestId('canteen-log-table');
  await expect(log).toContainText(POINT);
  await expect(log.locator('tr.ant-table-row', { hasText: POINT }).first()).toContainText('Served');
  await shootAs(page, 'canteen-dashboard', true);
  // The week's refusals are in the log with their reason.
  await choose(page, 'canteen-log-status', 'Refused');
  await expect(log).toContainText(/No meal plan|Meals of the day already taken/);
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cantine');
  await expect(log).toContainText('Refusé');
  await shootAs(page, 'canteen-dashboard-fr', true);
  await page.getByTestId('language-en').locator('visible=true').first().click();

  await page.goto('/admin/canteen/meal-plans');
  await expect(page.getByTestId('meal-plan-table').or(page.locator('table')).first()).toContainText(
    'Staff lunch',
  );
  await shootAs(page, 'canteen-plans', true);

  // The employee sees the meal and what it costs them.
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/canteen');
  await expect(page.getByTestId('my-meals-plan')).toContainText('Staff lunch');
  await expect(page.getByTestId('my-meals-list')).toContainText(POINT);
  await expect(page.getByTestId('my-meals-employee-share')).toContainText('₦');
  await shootAs(page, 'canteen-my-meals', true);

  // The month is run and confirmed for the employee alone; the payslip takes the meals.
  await confirmMonthFor(page.request, admin, {
    name: `Canteen journey ${stamp}`,
    employeeId,
    month: MONTH,
    year: YEAR,
  });
  await page.goto(`/ess/payroll/payslip/preview-payslip?month=${MONTH}&year=${YEAR}`);
  const line = page.getByTestId('payslip-deductions-CANTEEN');
  await expect(line.locator('th')).toHaveText('Canteen meals');
  await expect(line.locator('td').first()).toContainText('₦');
  await shootAs(page, 'canteen-payslip', true);
  // My Meals says the meal was deducted.
  await page.goto('/ess/canteen');
  await expect(page.getByTestId('my-meals-list')).toContainText('Deducted in');
});
