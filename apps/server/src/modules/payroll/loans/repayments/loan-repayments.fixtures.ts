import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { dataOf, testFile } from '../../../../test/kit.ts';
import { must } from '../../../../test/must.ts';
import { companyOf, payrollFixture } from '../../schedule/schedule.fixtures.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';

/**
 * Loans written directly for the repayment tests (the requests' API is another area's): a loan type
 * and a loan in the status asked, its schedule built by the ledger as a request's would be.
 */
type InCompany = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
let seq = 0;

export function loanFixture(inCompany: InCompany) {
  return {
    type: (o: { rate?: string; interest?: 'flat' | 'reducing'; name?: string } = {}) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        const r = await tx.execute<{ id: string | number }>(sql`
          INSERT INTO payroll_loan_types (company_id, name, maximum_amount_kobo, max_tenure_months, interest_rate, interest_type)
          VALUES (${companyId}, ${o.name ?? `Test loan ${process.pid}-${(seq += 1)}`}, 1000000000, 60,
            ${o.rate ?? '12'}, ${o.interest ?? 'reducing'}) RETURNING id`);
        return Number(must(r.rows[0], 'a loan type').id);
      }),

    loan: (o: {
      employeeId: number;
      typeId: number;
      naira?: number;
      tenure?: number;
      start?: string;
      status?: 'pending' | 'approved' | 'rejected';
    }) =>
      inCompany(async (tx) => {
        const companyId = await companyOf(tx);
        const r = await tx.execute<{ id: string | number }>(sql`
          INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months, repayment_start,
            interest_rate, interest_type, status)
          SELECT ${companyId}, ${o.employeeId}, t.id, ${(o.naira ?? 600_000) * 100}, ${o.tenure ?? 12},
            ${`${o.start ?? '2026-01'}-01`}::date, t.interest_rate, t.interest_type, ${o.status ?? 'approved'}
          FROM payroll_loan_types t WHERE t.company_id = ${companyId} AND t.id = ${o.typeId}
          RETURNING id`);
        const id = Number(must(r.rows[0], 'a loan').id);
        await refreshLoanLedger(tx, companyId, id);
        return id;
      }),

    /** The stored schedule: month, instalment (kobo text) and paid month. */
    instalments: (loanId: number) =>
      inCompany(async (tx) => {
        const r = await tx.execute<{
          month: string;
          instalment_kobo: string;
          refunded_kobo: string;
          paid_month: string | null;
        }>(sql`
          SELECT to_char(month, 'YYYY-MM') AS month, instalment_kobo::text, refunded_kobo::text,
            to_char(paid_month, 'YYYY-MM') AS paid_month
          FROM payroll_loan_instalments WHERE loan_id = ${loanId} ORDER BY seq`);
        return r.rows;
      }),

    /** The loan's row figures. */
    figures: (loanId: number) =>
      inCompany(async (tx) => {
        const r = await tx.execute<{
          status: string;
          repayment_start: string;
          amount_disbursed_kobo: string;
          total_repayable_kobo: string;
          amount_repaid_kobo: string;
          monthly_instalment_kobo: string;
        }>(sql`
          SELECT status, to_char(repayment_start, 'YYYY-MM') AS repayment_start, amount_disbursed_kobo::text,
            total_repayable_kobo::text, amount_repaid_kobo::text, monthly_instalment_kobo::text
          FROM payroll_loans WHERE id = ${loanId}`);
        return must(r.rows[0], 'the loan');
      }),
  };
}

/**
 * A loan repayment test file: its app, payroll's fixture (branches, employees, packages), the loans
 * fixture, and the two steps every case starts from: someone to lend to, and a disbursement.
 */
export function loanTestFile() {
  const f = testFile();
  const inDemo: InCompany = (fn) => f.inCompany('demo', fn);
  const fx = payrollFixture(inDemo);
  const loans = loanFixture(inDemo);
  return {
    f,
    fx,
    loans,
    /** A new employee of a branch of their own (on a package of `naira` if given), and a loan type. */
    borrower: async (o: { naira?: number; type?: Parameters<typeof loans.type>[0] } = {}) => {
      const branchId = await fx.branch();
      const employeeId = await fx.employee({ branchId });
      if (o.naira !== undefined) await fx.assign(employeeId, await fx.package(o.naira));
      const typeId = await loans.type(o.type ?? { rate: '12', interest: 'flat' });
      return { branchId, employeeId, typeId };
    },
    /** The admin pays out `amount` naira of a loan on a day, as the disbursements page does. */
    disburse: async (loanId: number, amount: string, on: string) =>
      dataOf(
        await (
          await f.as('admin')
        ).post('/payroll/loans/disbursements', { loan_request_id: loanId, amount, disbursed_on: on }),
        201,
      ),
  };
}
