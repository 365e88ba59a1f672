import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DeviceSimulator, type Transport } from '../../tools/device-simulator/simulator.ts';
import { apiToken } from '../pages/exemptions.ts';
import { must } from '../pages/must.ts';
import { painted, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const SERIAL = `DSH${stamp.toUpperCase()}`;
/** The new starter's PIN, unlike the demo's (100–143) and other journeys'. */
const PIN = `9${parseInt(stamp, 36) % 100_000}`;
const ZONE = 'Africa/Lagos';

interface Dashboard {
  today: string;
  counts: Record<'expected' | 'present' | 'late' | 'absent' | 'on_leave' | 'not_clocked_out', number>;
  devices: { total: number; online: number; offline: number };
}

/** The demo company's wall-clock time a minute ago, as its devices read it (`YYYY-MM-DD HH:MM:SS`). */
const lagosMinuteAgo = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() - 60_000));

/** The demo company's wall-clock time now, in minutes since its midnight. */
function lagosMinutesNow(): number {
  const [h = 0, m = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return h * 60 + m;
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await request.get(`/api/v1${path}`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: T }).data;
    },
    async post<T>(path: string, data: Record<string, unknown>): Promise<T> {
      const res = await request.post(`/api/v1${path}`, { headers, data });
      expect([200, 201], `${path}: ${await res.text()}`).toContain(res.status());
      return ((await res.json()) as { data: T }).data;
    },
  };
}

/** The device's own conversation with the server (ZKTeco push), through Playwright's requests. */
function device(request: APIRequestContext, serial: string): DeviceSimulator {
  const transport: Transport = async (req) => {
    const res = await request.fetch(req.path, {
      method: req.method,
      data: req.body,
      headers: { 'content-type': 'text/plain', 'user-agent': 'iClock Proxy/1.09' },
    });
    return { status: res.status(), body: await res.text(), headers: res.headers() };
  };
  return new DeviceSimulator({ serial, transport });
}

const tile = (page: Page, key: string) => page.getByTestId(`attendance-stat-${key}`);

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'attendance-dashboard-failure');
});

test("the attendance dashboard counts today's shift and punch and lists a silent device", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = api(page.request, await apiToken(page.request, 'admin@demo.example'));
  const branches = await admin.get<{ id: number }[] | { results: { id: number }[] }>(
    '/organization/branches?filter=all',
  );
  const branch = must((Array.isArray(branches) ? branches : branches.results)[0], 'a branch');
  // A new starter with their own PIN: the demo's staff have shifts and punches of their own today.
  const person = await admin.post<{ id: number }>('/organization/employees', {
    first_name: 'Dashboard',
    last_name: `Starter ${stamp}`,
    email: `dashboard.${stamp}@demo.example`,
    mobile_number: `234-80${String(parseInt(stamp, 36) % 100_000_000).padStart(8, '0')}`,
    pin: PIN,
    branch_id: branch.id,
  });
  const name = `Dashboard Starter ${stamp}`;
  const before = await admin.get<Dashboard>('/attendance/dashboard');

  // A shift worked every day, from an hour ago to three hours on, from today: the employee is expected
  // today. Not 00:00–23:59: a punch goes to the shift whose start is nearest (ADR 25's four-hour
  // windows), and after 20:00 that was tomorrow's midnight start.
  const now = lagosMinutesNow();
  const shift = await admin.post<{ id: number }>('/attendance/shift/workshift', {
    name: `Dashboard day ${stamp}`,
    start_time: hhmm(Math.max(0, now - 60)),
    end_time: hhmm(Math.min(23 * 60 + 59, now + 180)),
    grace_minutes: 15,
    break_minutes: 0,
    work_days: [1, 2, 3, 4, 5, 6, 7],
  });
  await admin.post('/attendance/shift/workshift/assign', {
    work_shift_id: shift.id,
    category_type: 'employee',
    assign_category_type_ids: [person.id],
    effective_date: before.today,
  });

  // Two devices: one clocks the employee in a minute ago, the other never calls (offline).
  for (const [name, serial] of [
    [`Dashboard gate ${stamp}`, SERIAL],
    [`Dashboard store ${stamp}`, `${SERIAL}X`],
  ] as const)
    await admin.post('/attendance/devices', {
      name,
      serial_number: serial,
      branch_id: branch.id,
      device_type: 'fingerprint',
    });
  const gate = device(page.request, SERIAL);
  await gate.handshake();
  expect(await gate.pushPunches([{ pin: PIN, time: lagosMinuteAgo(), status: 0 }])).toEqual(['OK:1']);

  // /admin/attendance opens the dashboard; the counts moved by this one employee.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/attendance');
  await expect(page).toHaveURL(/\/admin\/attendance\/dashboard$/);
  await expect(page.getByTestId('attendance-dashboard')).toBeVisible();
  await expect(tile(page, 'expected')).toContainText(String(before.counts.expected + 1));
  await expect(tile(page, 'present')).toContainText(String(before.counts.present + 1));
  await expect(tile(page, 'present')).toContainText('Present');
  await expect(page.getByTestId('attendance-dash-trend-chart')).toBeVisible();
  const devices = page.getByTestId('attendance-dash-devices');
  await expect(devices).toContainText(`Dashboard store ${stamp}`);
  await expect(devices).toContainText('Never connected');
  await expect(devices).not.toContainText(`Dashboard gate ${stamp}`);
  await expect(page.getByTestId('attendance-dash-device-counts')).toContainText(
    `${before.devices.online + 1} of ${before.devices.total + 2} online`,
  );
  await expect(page.getByTestId('attendance-dashboard')).not.toContainText('undefined');
  await snap(page, 'attendance-dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await painted(page);
  await snap(page, 'attendance-dashboard-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The Present tile opens today's Simple report, which lists the employee.
  await tile(page, 'present').click();
  await expect(page).toHaveURL(
    new RegExp(
      `/admin/attendance/reports/all\\?type=simple&date_from=${before.today}&date_to=${before.today}`,
    ),
  );
  await expect(page.getByText(name).first()).toBeVisible();
});
