import { acmeCreate, type IsolationCase } from '../../../../test/isolation.ts';
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

const acmeType = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, TYPES, typeBody());

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
