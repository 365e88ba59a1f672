import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../test/isolation.ts';
import { setTenant } from '../../platform/db/tenant.ts';
import { must } from '../../test/must.ts';

async function acmeEmployeeId(
  t: Parameters<IsolationCase['request']>[0],
  companyId: number,
): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'an employee of the other company').id);
  });
}

export const onboardingIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/organization/employees/{id}/profile',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}/profile`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/employees/{id}/profile',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}/profile`,
      payload: {
        first_name: 'X',
        last_name: 'Y',
        email: 'x.y@demo.example',
        mobile_number: '234-8030000000',
      },
    }),
  },
];
