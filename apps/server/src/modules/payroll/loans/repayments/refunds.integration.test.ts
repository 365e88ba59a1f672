import { describe, expect, it } from 'vitest';
import {
  LOAN_REFUND_MESSAGES as R,
  type ListPage,
  type LoanRefund,
  type RepayableLoan,
} from '@clockroom/contracts';
import { dataOf, expectFieldError } from '../../../../test/kit.ts';
import { loanTestFile } from './loan-repayments.fixtures.ts';

const BASE = '/payroll/loans/refund';
const NOT_FULLY = '/payroll/loans/requests/get-loan-not-fully-refunded';
const { f, loans, borrower, disburse } = loanTestFile();

/** A disbursed ₦600,000 flat 12 % loan over 12 months: ₦56,000.00 a month, ₦672,000.00 in all. */
async function disbursedLoan() {
  const { employeeId, typeId } = await borrower();
  const loanId = await loans.loan({ employeeId, typeId, start: '2027-01' });
  await disburse(loanId, '600000', '2026-12-01');
  return { employeeId, loanId };
}

describe('loan refunds', () => {
  it('records, reads, changes (both spellings) and deletes refunds, shortening the schedule from its end', async () => {
    const admin = await f.as('admin');
    const { employeeId, loanId } = await disbursedLoan();
    const refund = dataOf<LoanRefund>(
      await admin.post(BASE, {
        loan_request_id: loanId,
        amount: '80000',
        refunded_on: '2026-12-10',
        note: 'Bonus',
      }),
      201,
    );
    expect(refund).toMatchObject({
      amount: '80000.00',
      refunded_on: '2026-12-10',
      note: 'Bonus',
      loan_balance: '592000.00',
    });
    const lines = await loans.instalments(loanId);
    // The monthly instalment stays; the last month is settled, the one before it partly.
    expect(lines.map((l) => l.instalment_kobo)).toEqual(Array(12).fill('5600000'));
    expect(lines.at(-1)?.refunded_kobo).toBe('5600000');
    expect(lines.at(-2)?.refunded_kobo).toBe('2400000');
    expect(lines.at(0)?.refunded_kobo).toBe('0');

    expect(dataOf<LoanRefund>(await admin.get(`${BASE}/${refund.id}`))).toEqual(refund);
    const put = dataOf<LoanRefund>(
      await admin.put(BASE, {
        id: refund.id,
        loan_request_id: loanId,
        amount: '100000',
        refunded_on: '2026-12-11',
        note: '',
      }),
    );
    expect(put).toMatchObject({ amount: '100000.00', note: null, loan_balance: '572000.00' });
    const byId = dataOf<LoanRefund>(
      await admin.put(`${BASE}/${refund.id}`, {
        loan_request_id: loanId,
        amount: '90000',
        refunded_on: '2026-12-11',
      }),
    );
    expect(byId.loan_balance).toBe('582000.00');

    expectFieldError(
      await admin.post(BASE, { loan_request_id: loanId, amount: '582000.01', refunded_on: '2026-12-12' }),
      'amount',
      R.overBalance,
    );
    const second = dataOf<LoanRefund>(
      await admin.post(BASE, { loan_request_id: loanId, amount: '582000', refunded_on: '2026-12-12' }),
      201,
    );
    expect(second.loan_balance).toBe('0.00');
    expect((await loans.figures(loanId)).status).toBe('repaid');
    expect(dataOf<RepayableLoan[]>(await admin.get(`${NOT_FULLY}?employee_id=${employeeId}`))).toEqual([]);
    expectFieldError(
      await admin.post(BASE, { loan_request_id: loanId, amount: '1', refunded_on: '2026-12-12' }),
      'loan_request_id',
      R.notDisbursed,
    );

    const page = dataOf<ListPage<LoanRefund>>(await admin.get(`${BASE}?loan_request_id=${loanId}`));
    expect(page.total).toBe(2);
    const gone = dataOf<{ deleted: number }>(await admin.delete(`${BASE}/${refund.id},${second.id}`));
    expect(gone.deleted).toBe(2);
    expect(await loans.figures(loanId)).toMatchObject({ status: 'disbursed', amount_repaid_kobo: '0' });
    expect(dataOf<RepayableLoan[]>(await admin.get(`${NOT_FULLY}?employee_id=${employeeId}`))).toEqual([
      expect.objectContaining({ id: loanId, balance: '672000.00' }),
    ]);
  });

  it('answers 404 for unknown refunds, 422 for bad input and 403 to employees', async () => {
    const admin = await f.as('admin');
    const { loanId } = await disbursedLoan();
    expect((await admin.get(`${BASE}/999999999`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/999999999`)).statusCode).toBe(404);
    expect(
      (
        await admin.put(BASE, {
          id: 999999999,
          loan_request_id: loanId,
          amount: '1',
          refunded_on: '2026-12-01',
        })
      ).statusCode,
    ).toBe(404);
    expectFieldError(await admin.delete(`${BASE}/1,x`), 'id', R.idsRequired);
    expectFieldError(
      await admin.put(BASE, { loan_request_id: loanId, amount: '1', refunded_on: '2026-12-01' }),
      'id',
      R.idRequired,
    );
    const bad = await admin.post(BASE, { loan_request_id: '', amount: 'ten', refunded_on: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'loan_request_id', 'refunded_on']);
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
  });
});
