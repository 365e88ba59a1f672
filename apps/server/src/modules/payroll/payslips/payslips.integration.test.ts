import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYSLIP_MESSAGES as M,
  type MyPayslips,
  type PayrollDashboard,
  type PayslipReport,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { employeeIdByEmail, makeScheduleRow } from './payslips.fixtures.ts';

const f = testFile();
const YEAR = 2031;
let demo: number;
let acmeEmployee: number;
let employeeId: number;

beforeAll(async () => {
  demo = await f.companyId('demo');
  employeeId = await employeeIdByEmail(f.t, demo, 'employee@demo.example');
  const acme = await f.companyId('acme');
  acmeEmployee = await employeeIdByEmail(f.t, acme, 'admin@acme.example');
  await makeScheduleRow(f.t, demo, {
    employeeId,
    year: YEAR - 1,
    month: 12,
    source: 'import',
    status: 'open',
  });
  await makeScheduleRow(f.t, demo, { employeeId, year: YEAR, month: 1, overtime: 281_250n });
  await makeScheduleRow(f.t, demo, { employeeId, year: YEAR, month: 2, loan: 500_000n });
  // The run's draft of March: nobody's payslip until confirmed.
  await makeScheduleRow(f.t, demo, { employeeId, year: YEAR, month: 3, status: 'open' });
  await makeScheduleRow(f.t, acme, { employeeId: acmeEmployee, year: YEAR, month: 2 });
});

const mine = async (body: unknown) => (await f.as('employee')).post('/payroll/reports/me/payslips', body);

describe('POST /payroll/reports/me/payslips', () => {
  it('answers the month with each line’s current pay and year to date, to the kobo', async () => {
    const report = dataOf<PayslipReport>(await mine({ month: 2, year: YEAR }));
    expect(report).toMatchObject({
      employee_id: employeeId,
      month: 2,
      year: YEAR,
      currency: 'NGN',
      paid_on: null,
    });
    expect(report.allowances).toEqual({
      data: [
        { code: 'BASIC', name: 'Basic salary', current_pay: '150000.00', year_to_date: '300000.00' },
        { code: 'HOUSING', name: 'Housing', current_pay: '75000.50', year_to_date: '150001.00' },
      ],
      current_pay_sum: '225000.50',
      year_to_date_sum: '450001.00',
    });
    // January's overtime stays in the year to date at 0 this month.
    expect(report.benefits).toEqual({
      data: [{ code: 'OVERTIME', name: 'Overtime', current_pay: '0.00', year_to_date: '2812.50' }],
      current_pay_sum: '0.00',
      year_to_date_sum: '2812.50',
    });
    // Never the employer's pension.
    expect(report.deductions.data.map((l) => [l.code, l.current_pay, l.year_to_date])).toEqual([
      ['PAYE', '20345.67', '40691.34'],
      ['PENSION', '18000.04', '36000.08'],
      ['LOAN_1', '5000.00', '5000.00'],
    ]);
    expect(report.deductions.current_pay_sum).toBe('43345.71');
    expect(report.gross_pay).toEqual({ current_pay: '225000.50', year_to_date: '452813.50' });
    expect(report.net_pay).toEqual({ current_pay: '181654.79', year_to_date: '371122.08' });
    expect(report.name).toBeTruthy();
  });

  it('takes the month and year as digits too', async () => {
    expect(dataOf<PayslipReport>(await mine({ month: '1', year: String(YEAR) })).month).toBe(1);
  });

  it('answers null with the spec’s message for a month without a payslip, an open one included', async () => {
    for (const month of [3, 4]) {
      const res = await mine({ month, year: YEAR });
      expect(dataOf(res)).toBeNull();
      expect(res.json().message).toBe(
        month === 3
          ? `No payslip report available for March ${YEAR}.`
          : `No payslip report available for April ${YEAR}.`,
      );
    }
  });

  it('counts an imported month as a payslip', async () => {
    expect(dataOf<PayslipReport>(await mine({ month: 12, year: YEAR - 1 })).gross_pay.current_pay).toBe(
      '225000.50',
    );
  });

  it('refuses a missing or bad month or year per field', async () => {
    const empty = await mine({});
    expectFieldError(empty, 'month', M.monthRequired);
    expectFieldError(empty, 'year', M.yearRequired);
    expectFieldError(await mine({ month: 13, year: YEAR }), 'month', M.monthInvalid);
    expectFieldError(await mine({ month: 2.5, year: YEAR }), 'month', M.monthInvalid);
    expectFieldError(await mine({ month: true, year: YEAR }), 'month', M.monthInvalid);
    expectFieldError(await mine({ month: 2, year: 'next' }), 'year', M.yearInvalid);
    expectFieldError(await mine({ month: 2, year: 1999 }), 'year', M.yearInvalid);
  });
});

describe('GET /payroll/reports/me/payslips and /me/dashboard', () => {
  it('lists my payslips newest first with gross and net, open months left out', async () => {
    const list = dataOf<MyPayslips>(
      await (await f.as('employee')).get(`/payroll/reports/me/payslips?year=${YEAR}`),
    );
    expect(list.results.map((m) => [m.month, m.gross_pay, m.net_pay, m.total_deduction])).toEqual([
      [2, '225000.50', '181654.79', '43345.71'],
      [1, '227813.00', '189467.29', '38345.71'],
    ]);
    expect(list.years.slice(0, 2)).toEqual([YEAR, YEAR - 1]);
    expectFieldError(
      await (await f.as('employee')).get('/payroll/reports/me/payslips?year=abc'),
      'year',
      M.yearInvalid,
    );
  });

  it('gives net pay by month and the year’s tax and pension', async () => {
    const board = dataOf<PayrollDashboard>(
      await (await f.as('employee')).get(`/payroll/reports/me/dashboard?year=${YEAR}`),
    );
    expect(board.months.map((m) => [m.month, m.net_pay])).toEqual([
      [1, '189467.29'],
      [2, '181654.79'],
    ]);
    expect(board.year_to_date).toEqual({
      gross_pay: '452813.50',
      net_pay: '371122.08',
      paye: '40691.34',
      pension_employee: '36000.08',
      pension_employer: '45000.10',
      nhf: '0.00',
    });
  });

  it('opens on the latest year with a payslip', async () => {
    const board = dataOf<PayrollDashboard>(
      await (await f.as('employee')).get('/payroll/reports/me/dashboard'),
    );
    expect(board.year).toBe(YEAR);
  });
});

describe('POST /payroll/reports/payslips (admin)', () => {
  it('answers an employee’s payslip to a holder of view salary management', async () => {
    const res = await (
      await f.as('admin')
    ).post('/payroll/reports/payslips', { employee_id: employeeId, month: 2, year: YEAR });
    expect(dataOf<PayslipReport>(res).net_pay.current_pay).toBe('181654.79');
  });

  it('is a 404 for another company’s employee and a 403 without the permission', async () => {
    const admin = await f.as('admin');
    const other = await admin.post('/payroll/reports/payslips', {
      employee_id: acmeEmployee,
      month: 2,
      year: YEAR,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.employeeNotFound);
    const employee = await f.as('employee');
    expect(
      (await employee.post('/payroll/reports/payslips', { employee_id: employeeId, month: 2, year: YEAR }))
        .statusCode,
    ).toBe(403);
    expectFieldError(
      await admin.post('/payroll/reports/payslips', { month: 2, year: YEAR }),
      'employee_id',
      M.employeeRequired,
    );
  });
});

describe('the PDF payslip', () => {
  const encrypted = (pdf: Buffer) => pdf.toString('latin1');

  it('downloads my payslip as a PDF encrypted with AES-256 under my password', async () => {
    const res = await (
      await f.as('employee')
    ).post('/payroll/reports/me/payslips/pdf', { month: 2, year: YEAR });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payslip-${YEAR}-02.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = encrypted(pdf);
    expect(text).toMatch(/\/Encrypt \d+ 0 R/);
    expect(text).toMatch(/\/Filter \/Standard/);
    expect(text).toMatch(/\/V 5/);
  });

  it('is a 404 with the spec’s message for a month without a payslip', async () => {
    const res = await (
      await f.as('employee')
    ).post('/payroll/reports/me/payslips/pdf', { month: 3, year: YEAR });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No payslip report available for March ${YEAR}.`);
  });

  it('serves the admin an employee’s PDF, and another company’s employee is a 404', async () => {
    const admin = await f.as('admin');
    const res = await admin.post('/payroll/reports/payslips/pdf', {
      employee_id: employeeId,
      month: 1,
      year: YEAR,
    });
    expect(res.statusCode).toBe(200);
    expect(encrypted(res.rawPayload)).toMatch(/\/Encrypt/);
    const other = await admin.post('/payroll/reports/payslips/pdf', {
      employee_id: acmeEmployee,
      month: 2,
      year: YEAR,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the home payslip card', () => {
  it('shows my latest payslip’s gross and net pay', async () => {
    const home = dataOf<{ payslip: unknown }>(await (await f.as('employee')).get('/home/ess'));
    expect(home.payslip).toEqual({ year: YEAR, month: 2, grosspay: '225000.50', netpay: '181654.79' });
  });
});
