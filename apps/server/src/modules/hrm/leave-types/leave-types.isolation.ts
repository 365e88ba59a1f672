import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import { setTenant } from '../../../platform/db/tenant.ts';

/** One of acme's leave types (made once per app), by id. */
async function acmeLeaveType(t: TestApp, companyId: number): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{
      id: string;
    }>(sql`INSERT INTO leave_types (company_id, leave_name, applicable_days)
      VALUES (${companyId}, 'Acme isolation leave', 12)
      ON CONFLICT (company_id, lower(btrim(leave_name))) DO UPDATE SET applicable_days = 12
      RETURNING id`);
    return Number(must(r.rows[0], "acme's leave type").id);
  });
}

const url = async (t: TestApp, companyId: number) =>
  `/hrm/leaves/settings/leavetypes/${await acmeLeaveType(t, companyId)}`;

/** Leave types: acme's type by id is a 404 to demo's admin. */
export const leaveTypeIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/hrm/leaves/settings/leavetypes/{id}',
    request: async (t, acme) => ({ url: await url(t, acme.companyId) }),
  },
  {
    route: 'PUT /api/v1/hrm/leaves/settings/leavetypes/{id}',
    request: async (t, acme) => ({
      url: await url(t, acme.companyId),
      payload: { leave_name: 'Renamed', applicable_days: 5, category_type: 'all_users' },
    }),
  },
  {
    route: 'DELETE /api/v1/hrm/leaves/settings/leavetypes/{id}',
    request: async (t, acme) => ({ url: await url(t, acme.companyId) }),
  },
];
