import { describe, expect, it } from 'vitest';
import type { PayslipReport, RepayableLoan, SchedulePage } from '@clockroom/contracts';
import { dataOf } from '../../../../test/kit.ts';
import { loanTestFile } from './loan-repayments.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const { f, loans, borrower, disburse } = loanTestFile();

// ₦600,000 over 12 months at 12 % a year, reducing balance (issue 20's hand-computed table).
const INSTALMENT = '53309.27';
const TOTAL_REPAYABLE = 63_971_127n;
const INSTALMENT_KOBO = 5_330_927n;

describe('payroll deducting loan instalments', () => {
  it('takes one instalment a month for three confirmed months, marks them paid and lowers the balance', async () => {
    const admin = await f.as('admin');
    const { branchId, employeeId, typeId } = await borrower({
      naira: 500_000,
      type: { name: `Car loan ${process.pid}` },
    });
    const loanId = await loans.loan({ employeeId, typeId, start: '2026-01' });

    // Before disbursement nothing is deducted.
    const before = dataOf<SchedulePage>(
      await admin.post(RUN, { month: 1, year: 2026, branch_ids: [branchId] }),
    );
    expect(before.results[0]?.loan_repayment).toBe('0.00');
    const netWithout = before.results[0]?.net_pay;

    await disburse(loanId, '600000', '2025-12-20');
    const figures = await loans.figures(loanId);
    expect(figures.status).toBe('disbursed');
    expect(BigInt(figures.total_repayable_kobo)).toBe(TOTAL_REPAYABLE);
    expect(BigInt(figures.monthly_instalment_kobo)).toBe(INSTALMENT_KOBO);

    for (const month of [1, 2, 3]) {
      const body = { month, year: 2026, branch_ids: [branchId] };
      const page = dataOf<SchedulePage>(await admin.post(RUN, body));
      const row = page.results.find((r) => r.employee_id === employeeId);
      expect(row?.loan_repayment).toBe(INSTALMENT);
      dataOf(await admin.post(`${RUN}/confirm`, body));
      if (month === 1) {
        // Net pay drops by exactly the instalment (it is taken after tax).
        const drop = Number(netWithout) * 100 - Number(row?.net_pay) * 100;
        expect(Math.round(drop)).toBe(Number(INSTALMENT_KOBO));
        const slip = dataOf<PayslipReport>(
          await admin.post('/payroll/reports/payslips', { employee_id: employeeId, ...body }),
        );
        expect(slip.deductions.data).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: `Car loan ${process.pid} repayment`, current_pay: INSTALMENT }),
          ]),
        );
      }
    }
    // Confirming again tells nothing twice.
    await admin.post(`${RUN}/confirm`, { month: 3, year: 2026, branch_ids: [branchId] });

    const schedule = await loans.instalments(loanId);
    // Three months paid, the other nine still to come.
    expect(schedule.map((l) => l.paid_month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      ...Array<null>(9).fill(null),
    ]);
    expect(schedule.at(-1)?.instalment_kobo).toBe('5330930');
    const after = await loans.figures(loanId);
    expect(BigInt(after.amount_repaid_kobo)).toBe(3n * INSTALMENT_KOBO);
    const refundable = dataOf<RepayableLoan[]>(
      await admin.get(`/payroll/loans/requests/get-loan-not-fully-refunded?employee_id=${employeeId}`),
    );
    expect(refundable[0]?.balance).toBe('479783.46');

    // The schedule is frozen: no more disbursements, none taken back.
    const more = await admin.post('/payroll/loans/disbursements', {
      loan_request_id: loanId,
      amount: '1',
      disbursed_on: '2026-04-01',
    });
    expect(more.statusCode).toBe(422);
  });

  it('catches up an instalment whose month was confirmed without it, and starts a loan after confirmed months', async () => {
    const admin = await f.as('admin');
    const { branchId, employeeId, typeId } = await borrower({
      naira: 400_000,
      type: { rate: '0', interest: 'flat' },
    });
    // May is confirmed for the employee before the loan, which was to start in May.
    const may = { month: 5, year: 2026, branch_ids: [branchId] };
    dataOf(await admin.post(RUN, may));
    dataOf(await admin.post(`${RUN}/confirm`, may));
    const loanId = await loans.loan({ employeeId, typeId, naira: 120_000, start: '2026-05' });
    await disburse(loanId, '120000', '2026-04-28');
    expect((await loans.figures(loanId)).repayment_start).toBe('2026-06');

    // July is run before June: June's instalment is caught up with July's in one line.
    const july = dataOf<SchedulePage>(
      await admin.post(RUN, { month: 7, year: 2026, branch_ids: [branchId] }),
    );
    expect(july.results[0]?.loan_repayment).toBe('20000.00');
    dataOf(await admin.post(`${RUN}/confirm`, { month: 7, year: 2026, branch_ids: [branchId] }));
    const paid = (await loans.instalments(loanId)).map((l) => l.paid_month);
    expect(paid.slice(0, 3)).toEqual(['2026-07', '2026-07', null]);
  });
});
