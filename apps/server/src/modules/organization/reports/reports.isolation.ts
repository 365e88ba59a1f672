import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

type T = Parameters<IsolationCase['request']>[0];

async function acmeBranchId(t: T, companyId: number): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM branches ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'a branch of the other company').id);
  });
}

/** {type} is a format, not a record; the ids a report names travel in the body and are checked here. */
export const reportIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/organization/reports/employees/download/{type}',
    request: async (t, acme) => ({
      url: '/organization/reports/employees/download/csv',
      payload: { fetch_by: 'branch', fetch_by_id: await acmeBranchId(t, acme.companyId), columns: ['pin'] },
    }),
  },
];
