import { sql } from 'drizzle-orm';
import type { IsolationCase, IsolationExemption } from '../../../test/isolation.ts';
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

const range = { date_from: '2026-11-02', date_to: '2026-11-08' };

/** The report paths' parameters are a type and a format, not ids: the employee a filter names is checked. */
export const attendanceReportIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/attendance/reports/{type}',
    request: async (t, acme) => ({
      url: '/attendance/reports/workforce',
      payload: { ...range, employee_id: await acmeEmployeeId(t, acme.companyId) },
    }),
  },
  {
    route: 'POST /api/v1/attendance/reports/{type}/download/{format}',
    request: async (t, acme) => ({
      url: '/attendance/reports/lateness/download/csv',
      payload: { ...range, employee_id: await acmeEmployeeId(t, acme.companyId) },
    }),
  },
];

/** Self-service reports read only the caller's own days: their parameters are a type and a format. */
export const attendanceReportIsolationExemptions: IsolationExemption[] = [
  'POST /api/v1/attendance/me/reports/{type}',
  'POST /api/v1/attendance/me/reports/{type}/download/{format}',
].map((route) => ({
  route,
  reason:
    "the signed-in employee's own report; the path names a report type and a file format, never a record",
}));
