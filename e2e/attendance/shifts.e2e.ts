import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

async function shoot(page: Page, name: string, mobile = false): Promise<void> {
  await dismissNotices(page);
  await shootAs(page, `shifts-${name}`, mobile);
}

interface Person {
  id: number;
  name: string;
}

/** The self-service employee and two colleagues, read through the API (the demo company has them). */
async function people(request: APIRequestContext): Promise<Person[]> {
  const admin = await apiToken(request, 'admin@demo.example');
  const employee = await apiToken(request, 'employee@demo.example');
  const me = (await (
    await request.get('/api/v1/user', { headers: { authorization: `Bearer ${employee}` } })
  ).json()) as { data: { first_name: string; last_name: string; employee: { id: number } } };
  const list = (await (
    await request.get('/api/v1/organization/employees?perPage=10&status=1', {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as { data: { results: { id: number; first_name: string; last_name: string }[] } };
  const others = list.data.results
    .filter((e) => e.id !== me.data.employee.id)
    .slice(0, 2)
    .map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` }));
  return [{ id: me.data.employee.id, name: `${me.data.first_name} ${me.data.last_name}` }, ...others];
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** Today and the next six days (the assignment starts today), and next month (it is open-ended). */
function dates() {
  const today = new Date();
  const week = new Date(today.getTime() + 6 * 86_400_000);
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return { from: ymd(today), to: ymd(week), nextMonth: ymd(next).slice(0, 7) };
}

async function pickTime(page: Page, testId: string, time: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(time);
  // Tab commits the typed time; Enter would submit the form, as in any field.
  await input.press('Tab');
  await expect(input).toHaveValue(time);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'shifts-failure');
});

test('the admin creates a shift, assigns three employees, sees them on the roster; the employee sees it on the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const staff = await people(request);
  expect(staff).toHaveLength(3);
  const name = `Morning ${Date.now() % 100000}`;
  const when = dates();

  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/attendance/workshift');
  await expect(page).toHaveURL(/\/admin\/attendance\/workshift\/all/);
  await expect(page.getByTestId('shift-table')).toBeVisible();

  // Create: the rules answer in words, then 08:00–17:00 with 15 minutes' grace.
  await page.getByTestId('shift-create').click();
  await expect(page).toHaveURL(/\/workshift\/create$/);
  await page.getByTestId('shift-save').click();
  await expect(page.getByText('Please enter shift name')).toBeVisible();
  await expect(page.getByText('Please select start time')).toBeVisible();
  await page.getByTestId('shift-name').fill(name);
  await pickTime(page, 'shift-start', '08:00');
  await pickTime(page, 'shift-end', '17:00');
  await page.getByTestId('shift-grace').fill('15');
  await page.getByTestId('shift-break').fill('60');
  await expect(page.getByTestId('shift-hint')).toContainText('8 h 0 min');
  await shoot(page, 'create', true);
  await page.getByTestId('shift-save').click();
  await seeNotice(page, 'Work shift created successfully');

  // Details, then the assignment widget with three employees.
  await expect(page).toHaveURL(/\/workshift\/details\/\d+$/);
  const shiftId = Number(/details\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByTestId('shift-details-range')).toHaveText('08:00 - 17:00');
  await page.getByTestId('shift-details-assign').click();
  await expect(page).toHaveURL(new RegExp(`/assign-employee/${shiftId}$`));
  await page.getByTestId('shift-assign-save').click();
  await expect(page.getByTestId('shift-assign-empty')).toHaveText('Kindly select or deselect employees');
  for (const person of staff) {
    await page.getByTestId('assignment-search').locator('input').fill(person.name);
    await page.getByTestId(`assignment-option-${person.id}`).click();
    await page.getByTestId('assignment-add').click();
    await expect(page.getByTestId('assignment-selected')).toContainText(person.name);
  }
  await shoot(page, 'assign', true);
  await page.getByTestId('shift-assign-save').click();
  await seeNotice(page, 'Employees assigned successfully');
  await expect(page).toHaveURL(new RegExp(`/details/${shiftId}$`));
  for (const person of staff) await expect(page.getByTestId('shift-employees')).toContainText(person.name);
  await shoot(page, 'details', true);

  // The list shows three employees; the roster shows them on this week's work days.
  await page.goto(`/admin/attendance/workshift/all?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('shift-table')).toContainText(name);
  await expect(page.getByTestId('shift-table')).toContainText('08:00 - 17:00');
  await shoot(page, 'list', true);
  await page.goto(
    `/admin/attendance/workshift/roster?work_shift_id=${shiftId}&date_from=${when.from}&date_to=${when.to}`,
  );
  const grid = page.getByTestId('roster-grid');
  for (const person of staff) await expect(grid).toContainText(person.name);
  await expect(grid).toContainText(name);
  await shoot(page, 'roster', true);
  // The spec's spelling opens the same screen.
  await page.goto(
    `/admin/attendance/workshift/roaster?work_shift_id=${shiftId}&date_from=${when.from}&date_to=${when.to}`,
  );
  await expect(page.getByTestId('roster-grid')).toContainText(name);

  // Roster edit: the first employee gets this week off; the grid says so and the rest keep the shift.
  await page.getByTestId('roster-edit').click();
  await expect(page).toHaveURL(/\/roaster\/create$/);
  await page.getByTestId('roster-form-action').getByText('Day off').click();
  const [first] = staff;
  if (!first) throw new Error('no employee');
  await page.getByTestId('assignment-search').locator('input').fill(first.name);
  await page.getByTestId(`assignment-option-${first.id}`).click();
  await page.getByTestId('assignment-add').click();
  await shoot(page, 'roster-create', true);
  await page.getByTestId('roster-form-save').click();
  await seeNotice(page, 'Roster updated successfully');
  await expect(page).toHaveURL(/\/roaster\?/);
  await page.getByPlaceholder('Search employees').last().fill(first.name);
  await expect(page.getByTestId('roster-grid')).toContainText(first.name);
  await expect(page.getByTestId('roster-grid')).toContainText('Day off');

  // The admin calendar lists the shift on next month's weekdays (the assignment is open-ended).
  await page.goto(`/admin/attendance/workshift/calendar?work_shift_id=${shiftId}&month=${when.nextMonth}`);
  await expect(page.getByTestId('calendar')).toContainText(name);
  await shoot(page, 'calendar', true);

  // The settings pages.
  await page.goto('/admin/attendance/workshift/settings');
  await expect(page.getByTestId('shift-settings-types')).toBeVisible();
  await shoot(page, 'settings');

  await page.getByTestId('shift-settings-types').click();
  const typeName = `Rotating ${Date.now() % 100000}`;
  await page.getByTestId('shift-type-name').fill(typeName);
  await page.getByTestId('shift-type-add').click();
  await seeNotice(page, 'Shift type created successfully');
  await expect(page.getByTestId('shift-type-table')).toContainText(typeName);
  await shoot(page, 'types', true);
  await page.goto('/admin/attendance/workshift/settings/clock');
  await expect(page.getByTestId('clock-settings')).toContainText("Ignore the device's function keys");
  await shoot(page, 'clock', true);
  await page.goto('/admin/attendance/workshift/settings/clock-options');
  await expect(page.getByRole('cell', { name: 'Check-out' })).toBeVisible();
  await page.goto('/admin/attendance/scheduler');
  await expect(page).toHaveURL(/\/scheduler\/create$/);
  await expect(page.getByTestId('scheduled-list')).toBeVisible();
  await shoot(page, 'scheduler', true);

  // The employee sees the shift on their own calendar.
  await signedIn(page, 'employee@demo.example');
  await page.goto(`/ess/attendance/calendar?month=${when.nextMonth}`);
  await expect(page.getByTestId('my-calendar')).toContainText(name);
  await expect(page.getByTestId('my-calendar')).toContainText('08:00 - 17:00');
  await shoot(page, 'my-calendar', true);

  // Clean up: the shift goes (its employees are unassigned with it), so journeys stay independent.
  const admin = await apiToken(request, 'admin@demo.example');
  const gone = await request.delete(`/api/v1/attendance/shift/workshift/${shiftId}?force=true`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(gone.status()).toBe(200);
});
