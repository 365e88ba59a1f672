import type { IsolationCase } from '../../../test/isolation.ts';
import { groupOf } from '../../../platform/approvals/approver-groups.isolation.ts';
import { LEAVE_MODULE } from './leave-approvers.service.ts';

const BASE = '/hrm/leaves/settings/approversettings';

export const leaveApproverIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await groupOf(t, acme.companyId, LEAVE_MODULE)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({
      url: `${BASE}/${await groupOf(t, acme.companyId, LEAVE_MODULE)}`,
      // Refused as invalid by acme itself (no branch named), but found: demo's admin gets a 404 first.
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
