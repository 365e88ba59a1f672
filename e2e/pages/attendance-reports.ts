import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DeviceSimulator, type Punch, type Transport } from '../../tools/device-simulator/simulator.ts';
import { must } from './must.ts';
import { shootAs } from './session.ts';
import { exportAs, type ExportFormat } from './export.ts';

type Json = Record<string, unknown>;

/** yyyy-MM-dd, `n` days after `iso`. */
export const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** yyyy-MM-dd as the report screens write it, dd-MM-yyyy. */
export const shown = (iso: string): string => iso.split('-').reverse().join('-');

/** The attendance data of a journey, set up through the API as the company owner. */
export class AttendanceSetup {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api/v1${path}`, { headers: this.headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  async post<T>(path: string, data: Json, status = [200, 201]): Promise<T> {
    const res = await this.request.post(`/api/v1${path}`, { headers: this.headers, data });
    expect(status, `${path}: ${await res.text()}`).toContain(res.status());
    return ((await res.json()) as { data: T }).data;
  }

  /**
   * The Monday of a past working week with no public holiday, at least eight weeks back: before the
   * five weeks of shifts and punches the demo company is seeded with, so a journey's hand-computed
   * week is the only attendance those dates have.
   */
  async quietWeek(): Promise<string> {
    const { results: holidays } = await this.get<{ results: { date: string; recurring: boolean }[] }>(
      '/organization/system-settings/general-settings/public-holidays',
    );
    const holiday = (d: string) =>
      holidays.some((h) => h.date === d || (h.recurring && h.date.slice(5) === d.slice(5)));
    // Today in Lagos (UTC+1), then its week's Monday, eight weeks earlier.
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    let monday = addDays(today, -weekday - 56);
    while ([0, 1, 2, 3, 4].some((n) => holiday(addDays(monday, n)))) monday = addDays(monday, -7);
    return monday;
  }

  /**
   * The journeys' day shift (08:00–17:00, 15 minutes' grace, a 60-minute break, Monday to Friday),
   * held by these employees from the week before `monday`, so the week's hand-computed figures rest
   * on it alone.
   */
  async dayShift(name: string, employeeIds: number[], monday: string): Promise<void> {
    const shift = await this.post<{ id: number }>('/attendance/shift/workshift', {
      name,
      start_time: '08:00',
      end_time: '17:00',
      grace_minutes: 15,
      break_minutes: 60,
      work_days: [1, 2, 3, 4, 5],
    });
    await this.post('/attendance/shift/workshift/assign', {
      work_shift_id: shift.id,
      category_type: 'employee',
      assign_category_type_ids: employeeIds,
      effective_date: addDays(monday, -8),
    });
  }

  /** A fingerprint device of the company's first branch, whose punches the journey pushes by serial. */
  async device(name: string, serial: string): Promise<void> {
    const branches = await this.get<{ id: number }[] | { results: { id: number }[] }>(
      '/organization/branches?filter=all',
    );
    const branch = must((Array.isArray(branches) ? branches : branches.results)[0], 'a branch');
    await this.post('/attendance/devices', {
      name,
      serial_number: serial,
      branch_id: branch.id,
      device_type: 'fingerprint',
    });
  }

  /** Current staff by PIN (the demo seed gives PINs 100 onwards). */
  async staffByPin(pins: string[]): Promise<{ id: number; name: string; pin: string }[]> {
    const page = await this.get<{ results: { id: number; name: string; pin: string | null }[] }>(
      '/organization/employees?perPage=100',
    );
    return pins.map((pin) => {
      const hit = must(
        page.results.find((e) => e.pin === pin),
        `the employee with PIN ${pin}`,
      );
      return { id: hit.id, name: hit.name, pin };
    });
  }

  /** The device's own conversation with the server (ZKTeco push), through Playwright's requests. */
  simulator(serial: string): DeviceSimulator {
    const transport: Transport = async (req) => {
      const res = await this.request.fetch(req.path, {
        method: req.method,
        data: req.body,
        headers: { 'content-type': 'text/plain', 'user-agent': 'iClock Proxy/1.09' },
      });
      return { status: res.status(), body: await res.text(), headers: res.headers() };
    };
    return new DeviceSimulator({ serial, transport });
  }
}

/** A day's punches at the device's wall-clock times. */
export const punchesOf = (pin: string, date: string, ...times: string[]): Punch[] =>
  times.map((time, i) => ({ pin, time: `${date} ${time}:00`, status: i === 0 ? 0 : 1 }));

/** The attendance report screens, as a journey drives them. */
export class AttendanceReportScreens {
  constructor(private readonly page: Page) {}

  /** A desktop photograph, then the same screen 390 px wide. */
  async shoot(name: string): Promise<void> {
    await shootAs(this.page, `attendance-reports-${name}`, true);
  }

  /** The table of the group under this heading. */
  group(heading: string) {
    return this.page.getByTestId('att-report-group').filter({
      has: this.page.getByTestId('att-report-heading').getByText(heading, { exact: true }),
    });
  }

  /** The cells of the table row naming `text` (a date or a name), as shown. */
  async rowCells(scope: ReturnType<Page['getByTestId']>, text: string): Promise<string[]> {
    const row = scope.locator('tbody tr.ant-table-row').filter({ hasText: text });
    await expect(row).toHaveCount(1);
    return (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  }

  /** The column headings of a table, as shown. */
  async headings(scope: ReturnType<Page['getByTestId']>): Promise<string[]> {
    await expect(scope.locator('thead th').first()).toBeVisible();
    return (await scope.locator('thead th').allInnerTexts()).map((c) => c.trim()).filter(Boolean);
  }

  /** Types the generate screen's range (dd-MM-yyyy) and presses Enter, which generates. */
  async pickRange(from: string, to: string): Promise<void> {
    const inputs = this.page.getByTestId('att-report-form').locator('.ant-picker-range input');
    await inputs.first().click();
    await inputs.first().fill(from);
    await inputs.first().press('Enter');
    await inputs.nth(1).fill(to);
    // Enter on the end day confirms it and, in the form, generates the report (keyboard only).
    await inputs.nth(1).press('Enter');
  }

  /** Chooses a format in the report's export selector and saves what the browser downloads. */
  download(format: ExportFormat): Promise<{ path: string; name: string }> {
    return exportAs(this.page, 'att-report-export', format);
  }
}
