import { describe, expect, it } from 'vitest';
import {
  LOAN_DISBURSEMENT_MESSAGES as D,
  type ListPage,
  type LoanDisbursement,
  type RepayableLoan,
} from '@clockroom/contracts';
import { dataOf, expectFieldError } from '../../../../test/kit.ts';
import { loanTestFile } from './loan-repayments.fixtures.ts';

const BASE = '/payroll/loans/disbursements';
const NOT_FULLY = '/payroll/loans/requests/get-loan-not-fully-disbursed';
const { f, loans, borrower: someone } = loanTestFile();

describe('loan disbursements', () => {
  it('pays out in parts up to the approved amount, lists them and schedules what was paid out', async () => {
    const admin = await f.as('admin');
    const { employeeId, typeId } = await someone();
    const loanId = await loans.loan({ employeeId, typeId, start: '2027-01' });

    const open = dataOf<RepayableLoan[]>(await admin.get(`${NOT_FULLY}?employee_id=${employeeId}`));
    expect(open).toEqual([
      expect.objectContaining({ id: loanId, status: 'approved', amount_left_to_disburse: '600000.00' }),
    ]);

    const first = dataOf<LoanDisbursement>(
      await admin.post(BASE, {
        loan_request_id: loanId,
        amount: '300000',
        disbursed_on: '2026-12-01',
        note: 'First half',
      }),
      201,
    );
    expect(first).toMatchObject({
      loan_request_id: loanId,
      employee_id: employeeId,
      amount: '300000.00',
      disbursed_on: '2026-12-01',
    });
    // Flat 12 % on ₦300,000 over 12 months: ₦28,000.00 a month.
    expect(await loans.figures(loanId)).toMatchObject({
      status: 'disbursed',
      monthly_instalment_kobo: '2800000',
    });
    const left = dataOf<RepayableLoan[]>(await admin.get(`${NOT_FULLY}?employee_id=${employeeId}`));
    expect(left[0]).toMatchObject({
      amount_disbursed: '300000.00',
      amount_left_to_disburse: '300000.00',
      balance: '336000.00',
    });

    expectFieldError(
      await admin.post(BASE, { loan_request_id: loanId, amount: '300000.01', disbursed_on: '2026-12-02' }),
      'amount',
      D.overApproved,
    );
    dataOf(
      await admin.post(BASE, { loan_request_id: loanId, amount: 300000, disbursed_on: '2026-12-15' }),
      201,
    );
    expect(await loans.figures(loanId)).toMatchObject({
      monthly_instalment_kobo: '5600000',
      total_repayable_kobo: '67200000',
    });
    expect(dataOf<RepayableLoan[]>(await admin.get(`${NOT_FULLY}?employee_id=${employeeId}`))).toEqual([]);

    const page = dataOf<ListPage<LoanDisbursement>>(await admin.get(`${BASE}?employee_id=${employeeId}`));
    expect(page.total).toBe(2);
    expect(page.results.map((r) => r.amount)).toEqual(['300000.00', '300000.00']);
    const searched = dataOf<ListPage<LoanDisbursement>>(
      await admin.get(`${BASE}?search_query=${encodeURIComponent(first.employee_name)}`),
    );
    expect(searched.results.some((r) => r.id === first.id)).toBe(true);

    // Taking one back reschedules on what is left; the last one makes the loan approved again.
    dataOf(await admin.delete(`${BASE}/${first.id}`));
    expect(await loans.figures(loanId)).toMatchObject({
      status: 'disbursed',
      amount_disbursed_kobo: '30000000',
    });
    const rest = dataOf<ListPage<LoanDisbursement>>(await admin.get(`${BASE}?loan_request_id=${loanId}`));
    dataOf(await admin.delete(`${BASE}/${rest.results[0]?.id}`));
    expect(await loans.figures(loanId)).toMatchObject({ status: 'approved', amount_disbursed_kobo: '0' });
    expect((await admin.delete(`${BASE}/${first.id}`)).statusCode).toBe(404);
  });

  it('refuses a loan that is not approved, unknown loans and bad input, beside the field', async () => {
    const admin = await f.as('admin');
    const { employeeId, typeId } = await someone();
    const pending = await loans.loan({ employeeId, typeId, status: 'pending' });
    expectFieldError(
      await admin.post(BASE, { loan_request_id: pending, amount: '10', disbursed_on: '2026-01-01' }),
      'loan_request_id',
      D.notApproved,
    );
    expectFieldError(
      await admin.post(BASE, { loan_request_id: 999_999_999, amount: '10', disbursed_on: '2026-01-01' }),
      'loan_request_id',
      D.loanNotFound,
    );
    const bad = await admin.post(BASE, { loan_request_id: 'x', amount: '-1', disbursed_on: '2026-02-30' });
    expectFieldError(bad, 'loan_request_id', D.loanRequired);
    expectFieldError(bad, 'amount', D.amountRequired);
    expectFieldError(bad, 'disbursed_on', D.dateRequired);
    expectFieldError(
      await admin.post(BASE, { loan_request_id: pending, amount: '0', disbursed_on: '2026-01-01' }),
      'amount',
      D.amountPositive,
    );
    expectFieldError(await admin.get(NOT_FULLY), 'employee_id', D.employeeRequired);
  });

  it('refuses taking one back while refunds are recorded, and is closed to employees', async () => {
    const admin = await f.as('admin');
    const { employeeId, typeId } = await someone();
    const loanId = await loans.loan({ employeeId, typeId, start: '2027-01' });
    const d = dataOf<LoanDisbursement>(
      await admin.post(BASE, { loan_request_id: loanId, amount: '600000', disbursed_on: '2026-12-01' }),
      201,
    );
    dataOf(
      await admin.post('/payroll/loans/refund', {
        loan_request_id: loanId,
        amount: '1000',
        refunded_on: '2026-12-05',
      }),
      201,
    );
    const refused = await admin.delete(`${BASE}/${d.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(D.refundsRecorded);

    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect(
      (await employee.post(BASE, { loan_request_id: loanId, amount: '1', disbursed_on: '2026-12-01' }))
        .statusCode,
    ).toBe(403);
  });
});
