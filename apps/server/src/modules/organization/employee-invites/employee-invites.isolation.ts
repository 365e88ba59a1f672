import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

/** An acme employee made into a pending invitee, so only the tenant boundary can refuse the resend. */
async function acmePendingInvite(
  t: Parameters<IsolationCase['request']>[0],
  companyId: number,
): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(
      sql`UPDATE employees SET invited_at = now() WHERE id = (SELECT employee_id FROM users ORDER BY id LIMIT 1) RETURNING id`,
    );
    return Number(must(r.rows[0], 'an employee with a user account in the other company').id);
  });
}

export const employeeInviteIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/organization/employees/invites/{id}/resend',
    request: async (t, acme) => ({
      url: `/organization/employees/invites/${await acmePendingInvite(t, acme.companyId)}/resend`,
    }),
  },
];
