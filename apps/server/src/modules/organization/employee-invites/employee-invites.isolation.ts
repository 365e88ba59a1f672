import { sql } from 'drizzle-orm';
import { acmeRowId, type IsolationCase } from '../../../test/isolation.ts';

/** An acme employee made into a pending invitee, so only the tenant boundary can refuse the resend. */
const acmePendingInvite = (t: Parameters<IsolationCase['request']>[0], companyId: number) =>
  acmeRowId(
    t,
    companyId,
    sql`UPDATE employees SET invited_at = now() WHERE id = (SELECT employee_id FROM users ORDER BY id LIMIT 1) RETURNING id`,
    'an employee with a user account in the other company',
  );

export const employeeInviteIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/organization/employees/invites/{id}/resend',
    request: async (t, acme) => ({
      url: `/organization/employees/invites/${await acmePendingInvite(t, acme.companyId)}/resend`,
    }),
  },
];
