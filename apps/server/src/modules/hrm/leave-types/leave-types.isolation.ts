import { sql } from 'drizzle-orm';
import { acmeRowId, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

/** One of acme's leave types (made once per app), by id. */
const acmeLeaveType = (t: TestApp, companyId: number) =>
  acmeRowId(
    t,
    companyId,
    sql`INSERT INTO leave_types (company_id, leave_name, applicable_days)
      VALUES (${companyId}, 'Acme isolation leave', 12)
      ON CONFLICT (company_id, lower(btrim(leave_name))) DO UPDATE SET applicable_days = 12
      RETURNING id`,
    "acme's leave type",
  );

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
