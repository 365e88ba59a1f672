import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import {
  AttendanceReportScreens,
  AttendanceSetup,
  addDays,
  punchesOf,
  shown,
} from '../pages/attendance-reports.ts';
import { must } from '../pages/must.ts';
import { signInFromStart, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Reports day ${stamp}`;
const SERIAL = `RPT${stamp.toUpperCase()}`;

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'attendance-reports-failure');
});

/*
 * The week, computed by hand (shift 08:00–17:00, grace 15, break 60, Monday to Friday):
 * - Ada (the demo employee, PIN 101): Mon 07:55–17:00 (early 5, worked 8:05), Tue 08:10–17:00 (inside
 *   the grace: on time, 7:50), Wed 08:30–17:30 (30 late, 8:00), Thu and Fri 08:00–17:00 (8:00 each).
 *   Summary: 5 days in and out, 1 late, 00:30 late, 0 absent, 39:55 worked of 40:00.
 * - Bola (PIN 102): Mon 08:20–17:00 (20 late, 7:40), Tue nothing (absent), Wed 08:00–17:00 (8:00), Thu
 *   08:45 only (45 late, no clock-out), Fri nothing (absent). Summary: 2 days in and out, 2 late,
 *   01:05 late, 1 without clock-out, 2 absent, 15:40 worked of 40:00.
 * - Chidi (PIN 103): Mon to Thu 07:58–17:02 (early 2, 8:04 each), Fri absent. Summary: 4 days in and
 *   out, 0 late, 1 absent, 32:16 worked of 40:00.
 */
/** Ada's week in the summary's last eight columns, which the manager and Ada herself both read. */
const ADA_SUMMARY = ['5', '00:30', '0', '0', '0', '1', '39:55', '40:00'];

test('an admin reads the lateness, absentee and summary reports of a pushed week and exports them; an employee reads their own', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = new AttendanceSetup(page.request, await apiToken(page.request, 'admin@demo.example'));
  const [ada, bola, chidi] = await api.staffByPin(['101', '102', '103']);
  if (!ada || !bola || !chidi) throw new Error('three demo employees');
  // A past week no other journey uses and the demo's own punches do not reach.
  const monday = await api.quietWeek();
  const day = (n: number) => addDays(monday, n);
  const WEEK = { from: day(0), to: day(4) };

  // The shift, its three employees from before the week, and a device that pushes the week.
  await api.dayShift(SHIFT, [ada.id, bola.id, chidi.id], monday);
  await api.device(`Reports gate ${stamp}`, SERIAL);
  const device = api.simulator(SERIAL);
  await device.handshake();
  const answers = await device.pushPunches([
    ...punchesOf(ada.pin, day(0), '07:55', '17:00'),
    ...punchesOf(ada.pin, day(1), '08:10', '17:00'),
    ...punchesOf(ada.pin, day(2), '08:30', '17:30'),
    ...punchesOf(ada.pin, day(3), '08:00', '17:00'),
    ...punchesOf(ada.pin, day(4), '08:00', '17:00'),
    ...punchesOf(bola.pin, day(0), '08:20', '17:00'),
    ...punchesOf(bola.pin, day(2), '08:00', '17:00'),
    ...punchesOf(bola.pin, day(3), '08:45'),
    ...[0, 1, 2, 3].flatMap((n) => punchesOf(chidi.pin, day(n), '07:58', '17:02')),
  ]);
  expect(answers).toEqual(['OK:23']);

  const s = new AttendanceReportScreens(page);
  await signInFromStart(page, 'admin@demo.example');

  // /admin/attendance/reports goes to generate; no range is refused in the spec's words.
  await page.goto('/admin/attendance/reports');
  await expect(page).toHaveURL(/\/admin\/attendance\/reports\/generate$/);
  await page.getByTestId('att-report-tabs').getByText('Lateness', { exact: true }).click();
  await page.getByTestId('att-report-generate').click();
  await expect(page.getByText('Kindly select date range')).toBeVisible();
  await s.shoot('generate');

  // Lateness, by employee: Ada late on Wednesday only; Bola on Monday and Thursday.
  await s.pickRange(shown(day(0)), shown(day(4)));
  await expect(page).toHaveURL(/\/admin\/attendance\/reports\/all\?.*type=lateness/);
  await expect(page.getByTestId('att-report-period')).toContainText(`${shown(day(0))} to ${shown(day(4))}`);
  const adaLate = s.group(`Employee Name: ${ada.name} - Pin: ${ada.pin}`);
  await expect(adaLate).toBeVisible();
  expect(await s.headings(adaLate)).toEqual(['Date', 'Shift', 'Clock In', 'Expected Clock In', 'Lost Time']);
  expect(await s.rowCells(adaLate, shown(day(2)))).toEqual([shown(day(2)), SHIFT, '08:30', '08:00', '00:30']);
  await expect(adaLate.locator('tbody tr.ant-table-row')).toHaveCount(1);
  const bolaLate = s.group(`Employee Name: ${bola.name} - Pin: ${bola.pin}`);
  expect(await s.rowCells(bolaLate, shown(day(0)))).toEqual([
    shown(day(0)),
    SHIFT,
    '08:20',
    '08:00',
    '00:20',
  ]);
  expect(await s.rowCells(bolaLate, shown(day(3)))).toEqual([
    shown(day(3)),
    SHIFT,
    '08:45',
    '08:00',
    '00:45',
  ]);
  await expect(s.group(`Employee Name: ${chidi.name} - Pin: ${chidi.pin}`)).toHaveCount(0);
  await s.shoot('lateness');
  // In French, the same tables in French words.
  await page.getByTestId('language-fr').click();
  await expect(page.getByText('Rapport des retards', { exact: true })).toBeVisible();
  await expect(s.group(`Nom de l’employé : ${ada.name} - PIN : ${ada.pin}`)).toContainText('Temps perdu');
  await s.shoot('lateness-fr');
  await page.getByTestId('language-en').click();
  await expect(page.getByText('Lateness Report', { exact: true })).toBeVisible();

  // The same report by date, from the switch: the address keeps it, so a reload shows it again.
  await page.getByTestId('att-report-view-group').getByText('Date', { exact: true }).click();
  await expect(page).toHaveURL(/group_by=date/);
  await page.reload();
  const wednesday = s.group(`Lateness Report for: ${shown(day(2))}`);
  expect(await s.rowCells(wednesday, ada.name)).toEqual(
    expect.arrayContaining([ada.name, ada.pin, SHIFT, '08:30', '08:00', '00:30']),
  );

  // Absentee by date: Bola on Tuesday; Bola and Chidi on Friday; nobody on the other days.
  await page.goto(
    `/admin/attendance/reports/all?type=absentee&date_from=${WEEK.from}&date_to=${WEEK.to}&group_by=date`,
  );
  const tuesday = s.group(`Absentee Report for: ${shown(day(1))}`);
  await expect(tuesday.locator('tbody tr.ant-table-row')).toHaveCount(1);
  expect(await s.rowCells(tuesday, bola.name)).toEqual(
    expect.arrayContaining([bola.name, bola.pin, SHIFT, '08:00 - 17:00']),
  );
  const friday = s.group(`Absentee Report for: ${shown(day(4))}`);
  await expect(friday.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(friday).toContainText(chidi.name);
  await expect(s.group(`Absentee Report for: ${shown(day(0))}`)).toHaveCount(0);
  const headings = await s.headings(friday);
  expect(headings.slice(0, 2)).toEqual(['Name', 'Pin']);
  expect(headings.slice(-2)).toEqual(['SHIFT', 'SHIFT RANGE']);
  await s.shoot('absentee-by-date');
  // By employee, the absentee columns sort.
  await page.getByTestId('att-report-view-group').getByText('Employee', { exact: true }).click();
  const bolaAway = s.group(`Employee Name: ${bola.name} - Pin: ${bola.pin}`);
  expect(await s.headings(bolaAway)).toEqual(['DATE', 'SHIFT', 'SHIFT RANGE']);
  await bolaAway.locator('thead th').first().click();
  await bolaAway.locator('thead th').first().click();
  await expect(bolaAway.locator('tbody tr.ant-table-row').first()).toContainText(shown(day(4)));

  // Summary: the week in figures for each of the three.
  await page.goto(`/admin/attendance/reports/all?type=summary&date_from=${WEEK.from}&date_to=${WEEK.to}`);
  const table = page.getByTestId('att-report-tables');
  await page.getByTestId('table-search').fill(ada.name);
  await expect(page).toHaveURL(/search_query=/);
  const summaryHeadings = await s.headings(table);
  expect(summaryHeadings.slice(-8)).toEqual([
    'Days Clocked In and Out',
    'Hours Late',
    'No Clockin',
    'No Clockout',
    'Days Absent',
    'Days Late',
    'Hours Worked',
    'Expected Hours Worked',
  ]);
  expect((await s.rowCells(table, ada.name)).slice(-8)).toEqual(ADA_SUMMARY);
  for (const [who, figures] of [
    [bola, ['2', '01:05', '0', '1', '2', '2', '15:40', '40:00']],
    [chidi, ['4', '00:00', '0', '0', '1', '0', '32:16', '40:00']],
  ] as const) {
    await page.getByTestId('table-search').fill(who.name);
    await expect(table).toContainText(who.name);
    expect((await s.rowCells(table, who.name)).slice(-8)).toEqual([...figures]);
  }
  await s.shoot('summary');

  // XLSX of the lateness report: the browser downloads a workbook with the week's late days.
  await page.goto(`/admin/attendance/reports/all?type=lateness&date_from=${WEEK.from}&date_to=${WEEK.to}`);
  await expect(s.group(`Employee Name: ${ada.name} - Pin: ${ada.pin}`)).toBeVisible();
  const xlsx = await s.download('XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = must(book.worksheets[0], 'a worksheet');
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
  const header = rows.findIndex((r) => r.includes('Lost Time'));
  expect(header).toBeGreaterThanOrEqual(0);
  const cols = must(rows[header], 'the header row');
  const at = (r: unknown[], name: string) => r[cols.indexOf(name)];
  const body = rows
    .slice(header + 1)
    .filter((r) => [ada.name, bola.name, chidi.name].includes(String(at(r, 'Name'))));
  const lines = body.map((r) => [at(r, 'Name'), at(r, 'Date'), at(r, 'Clock In'), at(r, 'Lost Time')]);
  expect(lines).toHaveLength(3);
  expect(lines).toEqual(
    expect.arrayContaining([
      // Dates as the screens write them (ADR 34).
      [ada.name, shown(day(2)), '08:30', '00:30'],
      [bola.name, shown(day(0)), '08:20', '00:20'],
      [bola.name, shown(day(3)), '08:45', '00:45'],
    ]),
  );

  // Opening the view with no report in its address goes back to generate with the spec's words.
  await page.goto('/admin/attendance/reports/all');
  await expect(page.getByText('Please select filters to generate attendance report.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/attendance\/reports\/generate/);

  // The employee (Ada) reads their own summary and lateness under /ess/attendance.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInFromStart(page, 'employee@demo.example');
  await page.goto('/ess/attendance');
  await expect(page).toHaveURL(/\/ess\/attendance\/reports\/generate$/);
  await expect(page.getByTestId('att-report-branch')).toHaveCount(0);
  await page.getByTestId('att-report-tabs').getByText('Attendance Summary', { exact: true }).click();
  await s.pickRange(shown(day(0)), shown(day(4)));
  await expect(page).toHaveURL(/\/ess\/attendance\/reports\/report\?.*type=summary/);
  const mine = page.getByTestId('att-report-tables');
  await expect(mine.locator('tbody tr.ant-table-row')).toHaveCount(1);
  expect((await s.rowCells(mine, ada.name)).slice(-8)).toEqual(ADA_SUMMARY);
  await s.shoot('ess-summary');
  await page.goto(`/ess/attendance/reports/report?type=workforce&date_from=${WEEK.from}&date_to=${WEEK.to}`);
  const week = s.group(`Employee Name: ${ada.name} - Pin: ${ada.pin}`);
  expect(await s.rowCells(week, shown(day(0)))).toEqual([
    shown(day(0)),
    '07:55',
    '17:00',
    SHIFT,
    '08:00 - 17:00',
    '08:00',
    '08:05',
  ]);
  const own = await s.download('CSV');
  expect(own.name).toMatch(/\.csv$/);
  await s.shoot('ess-workforce');
});
