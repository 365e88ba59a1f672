import type { IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';
import { groupOf } from '../../../../platform/approvals/approver-groups.isolation.ts';

const TYPES = '/payroll/loans/settings/loantypes';
const APPROVALS = '/payroll/loans/settings/approvals';
let made = 0;
const typeBody = () => ({
  name: `Acme loan ${(made += 1)}`,
  maximum_amount: '100000',
  max_tenure_months: 6,
});

/** A loan type of acme's, made through its own API. */
async function acmeType(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${TYPES}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: typeBody(),
  });
  if (res.statusCode !== 201) throw new Error(`acme loan type: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/**
 * Loan types and loan approval settings: acme's by id is a 404 to demo's admin (the batch deletes'
 * ids are checked alike).
 */
export const loanSettingsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}`, payload: typeBody() }),
  },
  {
    route: `GET /api/v1${APPROVALS}/{id}`,
    request: async (t, acme) => ({ url: `${APPROVALS}/${await groupOf(t, acme.companyId, 'loan')}` }),
  },
  {
    route: `PUT /api/v1${APPROVALS}/{id}`,
    request: async (t, acme) => ({
      url: `${APPROVALS}/${await groupOf(t, acme.companyId, 'loan')}`,
      // Refused as invalid by acme itself (a branch it does not have), but found: demo gets a 404 first.
      payload: {
        description: 'Renamed',
        approval_types: 'Sequential',
        category_type: 'branch',
        branches: [1],
        no_approvals: 1,
        approver_details: [{ approver_person_id: 1 }],
      },
    }),
  },
];
