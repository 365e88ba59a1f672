import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { ApproverScreens } from '../pages/approver-screens.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

/** The office, and a point about 1.1 km north of it: outside its 150 m fence. */
const OFFICE = { latitude: 6.45407, longitude: 3.39467 };
const AWAY = { latitude: 6.46407, longitude: 3.39467 };

const shoot = (page: Page, name: string, mobile = false) => shootAs(page, `mobile-clocks-${name}`, mobile);

async function me(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
  const data = (
    (await res.json()) as { data: { first_name: string; last_name: string; employee: { id: number } } }
  ).data;
  return { id: data.employee.id, name: `${data.first_name} ${data.last_name}` };
}

/** Test setup through the API (the approver screens have their own journey): HR approves the employee's clocks. */
async function approverGroup(
  request: APIRequestContext,
  admin: string,
  approverId: number,
  employeeId: number,
) {
  const headers = { authorization: `Bearer ${admin}` };
  const group = await request.post('/api/v1/attendance/mobile-clocks/settings/approver-settings', {
    headers,
    data: {
      group_name: 'Field clocks',
      approval_types: 'Sequential',
      approvers_count: 1,
      approval_details: [{ approval_person_id: approverId }],
    },
  });
  expect(group.status(), await group.text()).toBe(201);
  const id = ((await group.json()) as { data: { id: number } }).data.id;
  const assigned = await request.post(
    `/api/v1/attendance/mobile-clocks/settings/approvers/${id}/assign-employees`,
    {
      headers,
      data: { category_type: 'employee', assign_category_type_ids: [employeeId] },
    },
  );
  expect(assigned.status(), await assigned.text()).toBe(200);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'mobile-clocks-failure');
});

test('an admin sets a clock location, the employee clocks in inside it and out outside it, the approver approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(page.request, 'admin@demo.example');
  const employee = await me(page.request, await apiToken(page.request, 'employee@demo.example'));
  const hr = await me(page.request, await apiToken(page.request, 'hr@demo.example'));
  await approverGroup(page.request, admin, hr.id, employee.id);

  // The admin, standing in the office, creates its location from their own position.
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    geolocation: OFFICE,
    permissions: ['geolocation'],
  });
  const a = await adminContext.newPage();
  await signedIn(a, 'admin@demo.example');
  await a.goto('/admin/attendance/mobile-clocks');
  await expect(a).toHaveURL(/\/admin\/attendance\/mobile-clocks\/all-logs$/);
  await expect(a.getByTestId('mobile-clock-all-logs')).toContainText('No mobile clock yet');
  await a.getByTestId('mobile-clock-tab-settings').click();
  await expect(a).toHaveURL(/\/mobile-clocks\/settings$/);
  await shoot(a, 'settings', true);
  await a.getByTestId('mobile-clock-settings-locations').getByRole('button').click();
  // The demo company starts with its head office's fence.
  await expect(a.getByTestId('mobile-clock-locations')).toContainText('Lagos HQ, Victoria Island');
  await a.getByTestId('mobile-clock-location-create').click();
  await a.getByTestId('mobile-clock-location-save').click();
  await expect(a.getByText('Please input location name')).toBeVisible();
  await expect(a.getByText('Please input a latitude between -90 and 90')).toBeVisible();
  await a.getByTestId('mobile-clock-location-name-input').fill('Marina Office');
  await a.getByTestId('mobile-clock-location-address').fill('12 Marina Street, Lagos Island');
  await a.getByTestId('mobile-clock-use-position').click();
  await expect(a.getByTestId('mobile-clock-position-note')).toContainText('Position read');
  await expect(a.getByTestId('mobile-clock-location-latitude')).toHaveValue('6.45407');
  await expect(a.getByTestId('mobile-clock-location-longitude')).toHaveValue('3.39467');
  await a.getByTestId('mobile-clock-location-radius').fill('150');
  await shoot(a, 'location-form', true);
  await a.getByTestId('mobile-clock-location-save').click();
  await seeNotice(a, 'Mobile clock location created successfully');

  // Saved for assigned employees, it goes on to choosing them: the demo employee.
  await expect(a).toHaveURL(/\/settings\/location\/assign\/\d+$/);
  await a.getByTestId('mobile-clock-assign-save').click();
  await expect(a.getByTestId('mobile-clock-assign-empty')).toContainText(
    'Kindly select or deselect employees',
  );
  await new ApproverScreens(a, '').addEmployee(employee.name);
  await shoot(a, 'location-assign');
  await a.getByTestId('mobile-clock-assign-save').click();
  await seeNotice(a, 'Employees assigned successfully');
  const row = a.getByTestId('mobile-clock-locations').locator('tr', { hasText: 'Marina Office' });
  await expect(row).toContainText('1 assigned');
  await expect(row).toContainText('150');
  await shoot(a, 'locations', true);

  // The employee, in the office: My Logs offers Clock in; inside the fence it is approved at once.
  const employeeContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: OFFICE,
    permissions: ['geolocation'],
  });
  const e = await employeeContext.newPage();
  await signedIn(e, 'employee@demo.example');
  await e.goto('/ess/attendance/mobile-clocks');
  await expect(e).toHaveURL(/\/ess\/attendance\/mobile-clocks\/my-logs$/);
  const logs = e.getByTestId('mobile-clock-my-logs');
  // On a demo day with nothing to clock in for (its shifts run Monday to Friday or Saturday; its
  // holidays and leave) the card says what today is instead.
  await expect(e.getByTestId('mobile-clock-today')).toContainText(
    /You are yet to clock in today|Today is a (day off|public holiday)|You are on leave today/,
  );
  await expect(logs).toContainText('You have not clocked from this device yet');
  await shoot(e, 'my-logs-empty');
  await e.getByTestId('mobile-clock-button').click();
  await seeNotice(e, 'You clocked in successfully');
  await expect(e.getByTestId('mobile-clock-today')).toContainText(/You clocked in by \d{2}:\d{2}/);
  await expect(e.getByTestId('mobile-clock-button')).toHaveAttribute('data-clock-type', 'clock_out');
  await expect(logs.locator('tr', { hasText: 'Marina Office' })).toContainText('Approved');

  // Without location access the employee is told why, and nothing is sent.
  await employeeContext.clearPermissions();
  await e.getByTestId('mobile-clock-button').click();
  await expect(e.getByTestId('mobile-clock-position-error')).toContainText('Location access is blocked');
  await shoot(e, 'position-denied');

  // Away from the office the clock-out waits for the approver.
  await employeeContext.grantPermissions(['geolocation']);
  await employeeContext.setGeolocation(AWAY);
  await e.getByTestId('mobile-clock-button').click();
  await expect(e.getByTestId('mobile-clock-outcome')).toContainText(
    /Sent for approval: you were \d+ m outside/,
  );
  const pending = logs.locator('tr', { hasText: '6.46407, 3.39467' });
  await expect(pending).toContainText('Pending');
  await dismissNotices(e).catch(() => undefined);
  await shoot(e, 'my-logs');
  await e.setViewportSize({ width: 1280, height: 800 });
  await shoot(e, 'my-logs-desktop');

  // The approver finds it in their inbox and approves it.
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const h = await hrContext.newPage();
  await signedIn(h, 'hr@demo.example');
  await h.goto('/ess/attendance/mobile-clocks/approvals');
  const waiting = h.getByTestId('mobile-clock-approvals').locator('tr', { hasText: '6.46407, 3.39467' });
  await expect(waiting).toContainText(employee.name);
  await expect(waiting).toContainText('1st Approver');
  await shoot(h, 'approvals', true);
  const id = await waiting.getAttribute('data-row-key');
  await h.getByTestId(`mobile-clock-approve-${id}`).click();
  await h.locator('.ant-popconfirm .ant-btn-primary').click();
  await seeNotice(h, 'Mobile clocks approved successfully');
  await expect(h.getByTestId('mobile-clock-approvals')).toContainText(
    'No mobile clock is waiting on your approval',
  );
  await hrContext.close();

  // The employee sees both approved, and the home says when they clocked in, with the button.
  await e.reload();
  await expect(logs.locator('tr', { hasText: '6.46407, 3.39467' })).toContainText('Approved');
  await e.setViewportSize({ width: 390, height: 844 });
  await e.goto('/ess/home');
  await expect(e.getByTestId('mobile-clock-today')).toContainText(/You clocked out by \d{2}:\d{2}/);
  await expect(e.getByTestId('mobile-clock-button')).toHaveAttribute('data-clock-type', 'clock_in');
  await shoot(e, 'home');
  await employeeContext.close();

  // The admin's all-logs filters them.
  await a.goto('/admin/attendance/mobile-clocks/all-logs');
  const all = a.getByTestId('mobile-clock-all-logs');
  await expect(all.locator('tr', { hasText: 'Marina Office' })).toContainText(employee.name);
  await a.getByTestId('mobile-clock-status-filter').click();
  await a.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pending' }).click();
  await expect(a).toHaveURL(/status=pending/);
  await expect(all).toContainText('Nothing matches your search or filters');
  await shoot(a, 'all-logs-filtered');
  await a.goto('/admin/attendance/mobile-clocks/all-logs?status=approved');
  await expect(all.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await shoot(a, 'all-logs', true);
  // In French too.
  await a.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(a.getByRole('heading', { name: 'Pointages mobiles' })).toBeVisible();
  await expect(all).toContainText('Approuvé');
  await shoot(a, 'all-logs-fr');
  await a.goto('/admin/attendance/mobile-clocks/settings/location/create');
  await expect(a.getByText('Utiliser ma position actuelle')).toBeVisible();
  await shoot(a, 'location-form-fr');
  await a.getByTestId('language-en').locator('visible=true').first().click();
  await adminContext.close();
});
