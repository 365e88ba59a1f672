import { beforeAll, describe, expect, it } from 'vitest';
import { LOAN_REQUEST_MESSAGES as M, type ListPage, type LoanRequest } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../../test/kit.ts';
import { employeeOf, loanCap, loanType, monthsOf } from './loan-requests.fixtures.ts';

const REQUESTS = '/payroll/loans/requests';
const f = testFile();
let flat = 0;
let reducing = 0;
let next = '';
let prev = '';
let companyId = 0;

const body = (over: Record<string, unknown> = {}) => ({
  loan_type_id: flat,
  amount: '600000',
  tenure_months: 12,
  reason: 'School fees',
  repayment_start: next,
  ...over,
});
const request = async (c: TestClient, over: Record<string, unknown> = {}) =>
  dataOf<LoanRequest>(await c.post(REQUESTS, body(over)), 201);
const remove = (c: TestClient, ids: number[]) => c.post(`${REQUESTS}/delete`, { loan_request_ids: ids });

beforeAll(async () => {
  companyId = await f.companyId('demo');
  ({ next, prev } = await monthsOf(f.t, companyId));
  flat = await loanType(f.t, companyId, { rate: '12', interest: 'flat' });
  reducing = await loanType(f.t, companyId, { rate: '12', interest: 'reducing' });
});

describe('loan requests', () => {
  it('reads back a flat loan of ₦600,000 over 12 months at 12 % as the issue’s table', async () => {
    const employee = await f.as('employee');
    const loan = await request(employee);
    expect(loan).toMatchObject({
      status: 'pending',
      amount: '600000.00',
      tenure_months: 12,
      repayment_start: next,
      interest_rate: '12',
      interest_type: 'flat',
      monthly_instalment: '56000.00',
      total_repayable: '672000.00',
      total_interest: '72000.00',
      amount_disbursed: '0.00',
      amount_repaid: '0.00',
      balance: '672000.00',
      can_edit: true,
      can_decide: false,
    });
    expect(loan.schedule).toHaveLength(12);
    expect(loan.schedule[0]).toEqual({
      month: next,
      principal: '50000.00',
      interest: '6000.00',
      instalment: '56000.00',
      paid: false,
    });
    expect(dataOf(await employee.get(`${REQUESTS}/${loan.id}`))).toEqual(loan);
    expect((await (await f.as('hr')).get(`${REQUESTS}/${loan.id}`)).statusCode).toBe(404);
    expect((await remove(employee, [loan.id])).json()).toMatchObject({
      message: M.deleted,
      data: { deleted: 1 },
    });
  });

  it('reads back the reducing-balance loan: ₦53,309.27 a month, ₦39,711.27 of interest', async () => {
    const employee = await f.as('employee');
    const loan = await request(employee, { loan_type_id: reducing });
    expect(loan).toMatchObject({
      interest_type: 'reducing',
      monthly_instalment: '53309.27',
      total_interest: '39711.27',
      total_repayable: '639711.27',
      balance: '639711.27',
    });
    expect(loan.schedule[0]).toMatchObject({
      principal: '47309.27',
      interest: '6000.00',
      instalment: '53309.27',
    });
    const sum = loan.schedule.reduce((s, l) => s + Math.round(Number(l.instalment) * 100), 0);
    expect(sum).toBe(63_971_127);
    await remove(employee, [loan.id]);
  });

  it.each([
    [{ loan_type_id: '' }, 'loan_type_id', M.loanTypeRequired],
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: 0 }, 'amount', M.amountPositive],
    [{ amount: '10.001' }, 'amount', M.amountRequired],
    [{ tenure_months: 0 }, 'tenure_months', M.tenureRequired],
    [{ tenure_months: 'x' }, 'tenure_months', M.tenureRequired],
    [{ repayment_start: '' }, 'repayment_start', M.repaymentStartRequired],
    [{ repayment_start: '2026-13' }, 'repayment_start', M.repaymentStartRequired],
    [{ reason: 'x'.repeat(1001) }, 'reason', M.reasonTooLong],
  ])('answers 422 per field for %j', async (over, field, message) => {
    expectFieldError(await (await f.as('employee')).post(REQUESTS, body(over)), field, message);
  });

  it('refuses a type not open to the employee, amounts outside its limits, a long tenure and a past month', async () => {
    const employee = await f.as('employee');
    const closed = await loanType(f.t, companyId, { status: 'inactive' });
    const senior = await loanType(f.t, companyId, { eligibleAfter: 600 });
    const small = await loanType(f.t, companyId, { minimum: 50_000, maximum: 200_000, maxTenure: 6 });
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: closed })),
      'loan_type_id',
      M.loanTypeInactive,
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: senior })),
      'loan_type_id',
      M.loanTypeNotEligible('600'),
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: small, amount: 49_999.99 })),
      'amount',
      M.amountBelowMinimum('₦50,000.00'),
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: small, amount: 200_000.01 })),
      'amount',
      M.amountAboveMaximum('₦200,000.00'),
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: small, amount: 100_000, tenure_months: 7 })),
      'tenure_months',
      M.tenureTooLong('6'),
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ repayment_start: prev })),
      'repayment_start',
      M.repaymentStartPast,
    );
    expectFieldError(
      await employee.post(REQUESTS, body({ loan_type_id: 99_999_999 })),
      'loan_type_id',
      M.loanTypeRequired,
    );
  });

  it('holds the cap: the branch’s, or the grade’s when smaller, against what is owed', async () => {
    const employee = await f.as('employee');
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    const q = `?employee_id=${me.id}&loan_type_id=${flat}`;
    // What the employee already owes (the demo may lend them something) counts against the cap.
    const before = dataOf<{ outstanding: string }>(
      await employee.get(`${REQUESTS}/by-employee-loan-type${q}`),
    );
    const owed = Math.round(Number(before.outstanding));
    await loanCap(f.t, companyId, 'branch', me.branchId, owed + 1_000_000);
    const first = await request(employee, { amount: 700_000 });
    expectFieldError(
      await employee.post(REQUESTS, body({ amount: 300_000.01 })),
      'amount',
      M.capExceeded('₦300,000.00'),
    );
    expect(dataOf(await employee.get(`${REQUESTS}/by-employee-loan-type${q}`))).toMatchObject({
      eligible: true,
      cap_source: 'branch',
      cap_left: '300000.00',
      available: '300000.00',
      maximum_amount: '1000000.00',
    });
    if (me.gradeId !== null) {
      await loanCap(f.t, companyId, 'grade', me.gradeId, owed + 800_000);
      expectFieldError(
        await employee.post(REQUESTS, body({ amount: 100_000.01 })),
        'amount',
        M.capExceeded('₦100,000.00'),
      );
      await loanCap(f.t, companyId, 'grade', me.gradeId, null);
    }
    // The request being edited does not count against itself.
    const edited = await employee.put(`${REQUESTS}/${first.id}`, body({ amount: 1_000_000 }));
    expect(edited.statusCode, edited.body).toBe(200);
    await remove(employee, [first.id]);
    await loanCap(f.t, companyId, 'branch', me.branchId, null);
  });

  it('lets the employee edit and delete a pending request, and refuses others', async () => {
    const employee = await f.as('employee');
    const hr = await f.as('hr');
    const loan = await request(employee);
    const edited = dataOf<LoanRequest>(
      await employee.put(
        `${REQUESTS}/${loan.id}`,
        body({ amount: 120_000, tenure_months: 6, loan_type_id: reducing }),
      ),
    );
    expect(edited).toMatchObject({ amount: '120000.00', tenure_months: 6, interest_type: 'reducing' });
    expect(edited.schedule).toHaveLength(6);
    expect((await hr.put(`${REQUESTS}/${loan.id}`, body())).statusCode).toBe(404);
    expect((await remove(hr, [loan.id])).statusCode).toBe(404);
    expectFieldError(await remove(employee, []), 'loan_request_ids', M.deleteIdsRequired);
    expect((await remove(employee, [loan.id])).statusCode).toBe(200);
    expect((await employee.get(`${REQUESTS}/${loan.id}`)).statusCode).toBe(404);
  });

  it('lets an admin request for an employee, and not an employee for someone else', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    const hrMe = await employeeOf(f.t, companyId, 'hr@demo.example');
    const made = await request(admin, { employee_id: me.id });
    expect(made).toMatchObject({ employee_id: me.id, can_edit: true });
    expect(dataOf<LoanRequest>(await employee.get(`${REQUESTS}/${made.id}`)).can_edit).toBe(true);
    expectFieldError(
      await employee.post(REQUESTS, body({ employee_id: hrMe.id })),
      'employee_id',
      M.employeeNotAllowed,
    );
    expectFieldError(
      await admin.post(REQUESTS, body({ employee_id: 99_999_999 })),
      'employee_id',
      M.employeeNotFound,
    );
    await remove(admin, [made.id]);
  });

  it('lists the company’s for view loans and one’s own otherwise, with filters; an empty search finds nothing', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const a = await request(employee);
    const b = await request(employee, { loan_type_id: reducing, amount: 50_000 });
    const ids = async (c: TestClient, q = '') =>
      dataOf<ListPage<LoanRequest>>(await c.get(`${REQUESTS}${q}`)).results.map((r) => r.id);
    expect(await ids(employee)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(admin, '?perPage=100')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(admin, '?mine=true')).not.toContain(a.id);
    expect(await ids(employee, `?loan_type_id=${reducing}`)).toEqual([b.id]);
    // The filter reads the company's local day, which a UTC clock near midnight is a day off from.
    const day = (shift: number) =>
      new Date(Date.parse(a.created_at) + shift * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(employee, `?start_date=${day(-1)}&end_date=${day(1)}`)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids(employee, '?start_date=2000-01-01&end_date=2000-01-02')).toEqual([]);
    expectFieldError(
      await employee.get(`${REQUESTS}?start_date=2026-02-02&end_date=2026-02-01`),
      'end_date',
      M.dateRangeInvalid,
    );
    expect(dataOf<ListPage<LoanRequest>>(await employee.get(`${REQUESTS}?search_query=`))).toEqual({
      results: [],
      total: 0,
    });
    expect(await ids(employee, `?search_query=${encodeURIComponent(a.loan_type_name)}`)).toContain(a.id);
    await remove(employee, [a.id, b.id]);
  });

  it('answers the types open to an employee by their service', async () => {
    const employee = await f.as('employee');
    const me = await employeeOf(f.t, companyId, 'employee@demo.example');
    const senior = await loanType(f.t, companyId, { eligibleAfter: 600 });
    const types = dataOf<{ id: number }[]>(
      await employee.get(`/payroll/loans/settings/loantypes/employee/${me.id}`),
    );
    expect(types.map((t) => t.id)).toEqual(expect.arrayContaining([flat, reducing]));
    expect(types.map((t) => t.id)).not.toContain(senior);
    const hrMe = await employeeOf(f.t, companyId, 'hr@demo.example');
    expect((await employee.get(`/payroll/loans/settings/loantypes/employee/${hrMe.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await (await f.as('admin')).get(`/payroll/loans/settings/loantypes/employee/${hrMe.id}`)).statusCode,
    ).toBe(200);
  });
});
