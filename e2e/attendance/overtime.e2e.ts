import { expect, test, type Page } from '@playwright/test';
import { apiToken, employeeIdOf } from '../pages/exemptions.ts';
import { AttendanceSetup, addDays, punchesOf } from '../pages/attendance-reports.ts';
import { dismissNotices } from '../pages/notices.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const RATE = `Journey rate ${stamp}`;
const RULE = `Journey overtime ${stamp}`;
const SERIAL = `OVT${stamp.toUpperCase()}`;

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'overtime-failure');
});

async function shoot(page: Page, name: string): Promise<void> {
  await dismissNotices(page);
  await shootAs(page, `overtime-${name}`, true);
}

/**
 * The Monday of a past week whose Monday and Saturday are in one month, with no public holiday from
 * Monday to Saturday, some sixteen weeks back: older than the demo's seeded weeks and than the weeks
 * the reports and approval journeys use, so the overtime computed here is this journey's alone.
 */
async function quietMonth(api: AttendanceSetup): Promise<string> {
  const { results: holidays } = await api.get<{ results: { date: string; recurring: boolean }[] }>(
    '/organization/system-settings/general-settings/public-holidays',
  );
  const holiday = (d: string) =>
    holidays.some((h) => h.date === d || (h.recurring && h.date.slice(5) === d.slice(5)));
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  let monday = addDays(today, -weekday - 16 * 7);
  const fits = (m: string) =>
    m.slice(0, 7) === addDays(m, 5).slice(0, 7) && [0, 1, 2, 3, 4, 5].every((n) => !holiday(addDays(m, n)));
  while (!fits(monday)) monday = addDays(monday, -7);
  return monday;
}

/** Types into the assignment widget's search, ticks the person and moves them to the right list. */
async function assignPerson(page: Page, person: { id: number; name: string }): Promise<void> {
  await page.getByTestId('assignment-search').locator('input').fill(person.name);
  await page.getByTestId(`assignment-option-${person.id}`).click();
  await page.getByTestId('assignment-add').click();
  await expect(page.getByTestId('assignment-selected')).toContainText(person.name);
}

/*
 * Hand-computed (issue 18 §3's worked example): shift 08:00–17:00 with a 60-minute break (8 h), rule
 * start 30, least 15, round up 30, premium 50 %, custom charge ₦220,000 over 22 days every month, so
 * the hourly rate is 220,000 ÷ (22 × 8) = ₦1,250.
 * - Monday 07:58–18:40: 70 minutes past 17:30 → 90 (1.50 h) → 1.5 × 1,250 × 1.5 = ₦2,812.50.
 * - Tuesday 08:00–17:40: 10 minutes → under the least 15 → no overtime.
 * - Saturday (off) 09:00–13:10: 250 minutes → 270 (4.50 h) → ₦8,437.50.
 * Approved together: ₦11,250.00 for the month.
 */
test('an admin sets up a work rate and an overtime rule, a device pushes a late clock-out and a Saturday, the approver approves both and sees the month’s approved total', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const adminToken = await apiToken(page.request, 'admin@demo.example');
  const api = new AttendanceSetup(page.request, adminToken);
  const [ada] = await api.staffByPin(['101']);
  if (!ada) throw new Error('the demo employee, PIN 101');
  const approverId = await employeeIdOf(page.request, adminToken);
  const monday = await quietMonth(api);
  const day = (n: number) => addDays(monday, n);

  // Through the API (other journeys' screens): the shift, a device, and the overtime approver group.
  await api.dayShift(`Overtime day ${stamp}`, [ada.id], monday);
  const group = await api.post<{ id: number }>('/attendance/overtime/settings/approvals', {
    group_name: `Overtime approvers ${stamp}`,
    approval_types: 'Sequential',
    approvers_count: 1,
    approval_details: [{ approval_person_id: approverId, alt_approval_person_id: null }],
  });
  await api.post(`/attendance/overtime/settings/approvals/${group.id}/assign-employees`, {
    category_type: 'employees',
    assign_category_type_ids: [ada.id],
    unassign_category_type_ids: [],
  });
  await api.device(`Overtime gate ${stamp}`, SERIAL);

  // The work rate, through its screens: a custom ₦220,000 a month over 22 days each month.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/attendance/overtime/settings');
  await page.getByTestId('overtime-settings-create-workRates').click();
  await expect(page).toHaveURL(/\/settings\/work-rate\/create$/);
  await page.getByTestId('work-rate-save').click();
  await expect(page.getByText('Please enter group name')).toBeVisible();
  await expect(page.getByText('Please select pay break down')).toBeVisible();
  await expect(page.getByText('Please set monthly workdays')).toBeVisible();
  await page.getByTestId('work-rate-name').fill(RATE);
  await page.getByTestId('work-rate-source').getByText('Custom amount').click();
  // Digits only (spec 3 §5): a separator typed is refused.
  await page.getByTestId('work-rate-custom-charge').pressSequentially('220,000');
  await expect(page.getByTestId('work-rate-custom-charge')).toHaveValue('220000');
  await page.getByTestId('work-rate-month-2').fill('30');
  await page.getByTestId('work-rate-month-2').blur();
  await expect(page.getByText('Please enter between 0 and 29 days')).toBeVisible();
  for (let month = 1; month <= 12; month += 1) await page.getByTestId(`work-rate-month-${month}`).fill('22');
  await shoot(page, 'work-rate-form');
  await page.getByTestId('work-rate-save').click();
  await expect(page).toHaveURL(/\/settings\/work-rate\/assign-employee\/\d+$/);
  await assignPerson(page, ada);
  await page.getByTestId('work-rate-assign-save').click();
  await expect(page).toHaveURL(/\/settings\/work-rate\/view\/\d+$/);
  await expect(page.getByTestId('work-rate-view-base')).toHaveText('Custom amount: ₦220,000.00 a month');
  await expect(page.getByTestId('overtime-assigned')).toContainText(ada.name);

  // The overtime rule: tied to the shift, start 30, least 15, round up 30, off days too, 50 % premium.
  await page.goto('/admin/attendance/overtime/settings/overtime-rules');
  await page.getByTestId('overtime-rule-create').click();
  await expect(page).toHaveURL(/\/settings\/overtime-rule\/create$/);
  await page.getByTestId('overtime-rule-name').fill(RULE);
  await page.getByTestId('overtime-rule-description').fill('Past the shift by half an hour, and days off');
  await page.getByTestId('overtime-rule-overtime_start').fill('30');
  await page.getByTestId('overtime-rule-overtime_end').fill('15');
  await page.getByTestId('overtime-rule-overtime_round_up').fill('30');
  await page.getByTestId('overtime-rule-apply_overtime_on_non_work_day').click();
  await page.getByTestId('overtime-rule-payment-type').getByText('A percentage over the hourly rate').click();
  await page.getByTestId('overtime-rule-percentage').fill('150');
  await page.getByTestId('overtime-rule-save').click();
  await expect(page.getByText('Enter percentage value (1-100)')).toBeVisible();
  await page.getByTestId('overtime-rule-percentage').fill('50');
  await page.getByTestId('overtime-rule-save').click();
  await expect(page).toHaveURL(/\/settings\/overtime-rule\/assign-employee\/\d+$/);
  await assignPerson(page, ada);
  await page.getByTestId('overtime-rule-assign-save').click();
  await expect(page).toHaveURL(/\/settings\/overtime-rule\/view\/\d+$/);
  await expect(page.getByTestId('overtime-rule-view-pay')).toHaveText('Hourly rate + 50 %');

  // The device pushes the week; the engine turns it into overtime.
  const device = api.simulator(SERIAL);
  await device.handshake();
  await device.pushPunches([
    ...punchesOf(ada.pin, day(0), '07:58', '18:40'),
    ...punchesOf(ada.pin, day(1), '08:00', '17:40'),
    ...punchesOf(ada.pin, day(5), '09:00', '13:10'),
  ]);
  const range = `${day(0)}~${day(5)}`;
  // The engine computes the days at once; a job sends settled records to their approvers each minute
  // (every 10 s on the journeys' servers, e2e/server.mjs).
  await expect
    .poll(
      async () => {
        const { results } = await api.get<{ results: { can_decide: boolean }[] }>(
          `/attendance/overtimes?start_date=${day(0)}&end_date=${day(5)}&search_query=${ada.pin}`,
        );
        return results.map((r) => r.can_decide);
      },
      { timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toEqual([true, true]);

  // The admin list, latest day first: both days pending, as computed by hand; the approver approves
  // both at once.
  await page.goto(`/admin/attendance/overtime/all?range=${encodeURIComponent(range)}&search=${ada.pin}`);
  const table = page.getByTestId('overtime-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(table.getByTestId('overtime-hours')).toHaveText(['4.50', '1.50']);
  await expect(table.getByTestId('overtime-minutes')).toHaveText(['270', '90']);
  await expect(table.getByTestId('overtime-amount')).toHaveText(['₦8,437.50', '₦2,812.50']);
  await expect(table.getByTestId('overtime-status')).toHaveText(['Pending', 'Pending']);
  await shoot(page, 'list-pending');
  await rows.nth(0).locator('input[type=checkbox]').check();
  await expect(page.getByTestId('overtime-bulk-approve')).toHaveCount(0);
  await rows.nth(1).locator('input[type=checkbox]').check();
  await page.getByTestId('overtime-bulk-approve').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(table.getByTestId('overtime-status')).toHaveText(['Approved', 'Approved']);

  // The month's approved total for the employee, what payroll will pay.
  const totals = page.getByTestId('overtime-approved-totals');
  const line = totals.locator('tbody tr.ant-table-row', { hasText: ada.name });
  await expect(line.getByTestId('overtime-total-amount')).toHaveText('₦11,250.00');
  await expect(line).toContainText('6.00');
  await shoot(page, 'list-approved');

  // The attendance report of type overtime lists the same records, with their totals, as its files do.
  await page.goto(
    `/admin/attendance/reports/all?type=overtime&date_from=${day(0)}&date_to=${day(5)}&employee_id=${ada.id}`,
  );
  const report = page.getByTestId('att-report-tables');
  await expect(report).toContainText('8,437.50');
  await expect(report).toContainText('2,812.50');
  await expect(report).toContainText('Approved');
  await expect(report.getByTestId('report-totals')).toContainText('11,250.00');
  await shoot(page, 'report');

  // The employee sees both days approved on their own page.
  await signedIn(page, 'employee@demo.example');
  await page.goto(`/ess/attendance/overtime/all?range=${encodeURIComponent(range)}`);
  const mine = page.getByTestId('my-overtime-table');
  await expect(mine.getByTestId('overtime-status')).toHaveText(['Approved', 'Approved']);
  await expect(mine.getByTestId('overtime-amount')).toHaveText(['₦8,437.50', '₦2,812.50']);
  await shoot(page, 'ess');
});
