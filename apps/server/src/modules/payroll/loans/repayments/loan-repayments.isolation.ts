import { sql } from 'drizzle-orm';
import { asAcme, acmeCreate, type IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';

const DISBURSEMENTS = '/payroll/loans/disbursements';
const REFUNDS = '/payroll/loans/refund';
let made = 0;

/** An approved loan of one of acme's employees, written directly (requests are another area's). */
async function acmeLoan(t: TestApp, acme: { companyId: number }): Promise<number> {
  return asAcme(t, acme.companyId, async (tx) => {
    const type = await tx.execute<{ id: string | number }>(sql`
      INSERT INTO payroll_loan_types (company_id, name, maximum_amount_kobo, max_tenure_months, interest_rate, interest_type)
      VALUES (${acme.companyId}, ${`Acme isolation loan ${process.pid}-${(made += 1)}`}, 100000000, 24, '10', 'flat')
      RETURNING id`);
    const loan = await tx.execute<{ id: string | number }>(sql`
      INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months, repayment_start,
        interest_rate, interest_type, status)
      SELECT ${acme.companyId}, e.id, ${Number(type.rows[0]?.id)}, 10000000, 10, '2030-01-01', '10', 'flat', 'approved'
      FROM employees e WHERE e.company_id = ${acme.companyId} ORDER BY e.id LIMIT 1
      RETURNING id`);
    const id = Number(loan.rows[0]?.id);
    await refreshLoanLedger(tx, acme.companyId, id);
    return id;
  });
}

async function acmeDisbursement(t: TestApp, acme: { companyId: number; token: string }) {
  const loanId = await acmeLoan(t, acme);
  const id = await acmeCreate(t, acme, DISBURSEMENTS, {
    loan_request_id: loanId,
    amount: '100000',
    disbursed_on: '2029-12-01',
  });
  return { loanId, id };
}

async function acmeRefund(t: TestApp, acme: { companyId: number; token: string }) {
  const { loanId } = await acmeDisbursement(t, acme);
  return acmeCreate(t, acme, REFUNDS, { loan_request_id: loanId, amount: '100', refunded_on: '2029-12-05' });
}

/** Disbursements and refunds: acme's by id is a 404 to demo's admin. */
export const loanRepaymentsIsolationCases: IsolationCase[] = [
  {
    route: `DELETE /api/v1${DISBURSEMENTS}/{id}`,
    request: async (t, acme) => ({ url: `${DISBURSEMENTS}/${(await acmeDisbursement(t, acme)).id}` }),
  },
  {
    route: `GET /api/v1${REFUNDS}/{id}`,
    request: async (t, acme) => ({ url: `${REFUNDS}/${await acmeRefund(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${REFUNDS}/{id}`,
    request: async (t, acme) => {
      const id = await acmeRefund(t, acme);
      return {
        url: `${REFUNDS}/${id}`,
        payload: { loan_request_id: 1, amount: '1', refunded_on: '2029-12-05' },
      };
    },
  },
  {
    route: `DELETE /api/v1${REFUNDS}/{id}`,
    request: async (t, acme) => ({ url: `${REFUNDS}/${await acmeRefund(t, acme)}` }),
  },
];
