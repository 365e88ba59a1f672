import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

type T = Parameters<IsolationCase['request']>[0];

async function acmeEmployeeId(t: T, companyId: number): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'an employee of the other company').id);
  });
}

/** The usage reports take no path id; the employee a filter names is checked here instead. */
export const hrmReportIsolationCases: IsolationCase[] = [
  'generate-leave-usage-reports',
  'download-leave-usage-reports',
  'generate-exemption-usage-reports',
  'download-exemption-usage-summary',
].map((call) => ({
  route: `GET /api/v1/hrm/reports/${call}`,
  request: async (t, acme) => ({
    url: `/hrm/reports/${call}?employee_id=${await acmeEmployeeId(t, acme.companyId)}`,
  }),
}));
