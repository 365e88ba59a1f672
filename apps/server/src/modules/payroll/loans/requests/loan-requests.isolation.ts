import { sql } from 'drizzle-orm';
import { acmeRowId, type IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';

const REQUESTS = '/payroll/loans/requests';
let made = 0;

/** One of acme's loan types, written straight into its table (the settings' calls are theirs). */
const acmeType = (t: TestApp, companyId: number) =>
  acmeRowId(
    t,
    companyId,
    sql`INSERT INTO payroll_loan_types (company_id, name, maximum_amount_kobo, max_tenure_months)
      VALUES (${companyId}, ${`Acme isolation loan ${(made += 1)}`}, 100000000, 24) RETURNING id`,
  );

const nextMonth = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 2, 1);
  return d.toISOString().slice(0, 7);
};

/** A loan request of acme's, made through its own API by its owner. */
async function acmeLoan(t: TestApp, acme: { companyId: number; token: string }) {
  const loanTypeId = await acmeType(t, acme.companyId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${REQUESTS}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: { loan_type_id: loanTypeId, amount: 1000, tenure_months: 2, repayment_start: nextMonth() },
  });
  if (res.statusCode !== 201) throw new Error(`acme loan request: ${res.statusCode} ${res.body}`);
  const data = (res.json() as { data: { id: number; employee_id: number } }).data;
  return { id: data.id, employeeId: data.employee_id, loanTypeId };
}

/** Loan requests and the types open to an employee: acme's by id is a 404 to demo's admin. */
export const loanRequestsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${REQUESTS}/{id}`,
    request: async (t, acme) => ({ url: `${REQUESTS}/${(await acmeLoan(t, acme)).id}` }),
  },
  {
    route: `PUT /api/v1${REQUESTS}/{id}`,
    request: async (t, acme) => {
      const loan = await acmeLoan(t, acme);
      return {
        url: `${REQUESTS}/${loan.id}`,
        payload: {
          loan_type_id: loan.loanTypeId,
          amount: 1000,
          tenure_months: 2,
          repayment_start: nextMonth(),
        },
      };
    },
  },
  {
    route: 'GET /api/v1/payroll/loans/settings/loantypes/employee/{id}',
    request: async (t, acme) => ({
      url: `/payroll/loans/settings/loantypes/employee/${(await acmeLoan(t, acme)).employeeId}`,
    }),
  },
];
