import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { SCHEDULE_RUN_JOB } from './schedule-job.ts';

const BASE = '/payroll/salarymanagement/salary-schedules';
const filter = { month: 3, year: 2026, branch_ids: [], department_ids: [], group_ids: [] };

function asAcme<T>(t: TestApp, companyId: number, fn: (tx: Tx) => Promise<T>) {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return fn(tx);
  });
}

/** A payroll run job of acme's, as a queued run leaves it (its worker is never asked to run it). */
async function acmeRunJob(t: TestApp, companyId: number): Promise<number> {
  return asAcme(t, companyId, async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`
      INSERT INTO jobs (company_id, kind, payload) VALUES (${companyId}, ${SCHEDULE_RUN_JOB}, ${JSON.stringify({ filter })}::jsonb)
      RETURNING id`);
    return Number(must(r.rows[0], 'the new job').id);
  });
}

async function acmeBranch(t: TestApp, companyId: number): Promise<number> {
  return asAcme(t, companyId, async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM branches ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'a branch of the other company').id);
  });
}

/**
 * The run's job is acme's: a 404 to demo's admin. The download's path names a file format, not a
 * record: the branch its filter names is what is checked.
 */
export const scheduleIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/jobs/{job_id}`,
    request: async (t, acme) => ({ url: `${BASE}/jobs/${await acmeRunJob(t, acme.companyId)}` }),
  },
  {
    route: `POST /api/v1${BASE}/download/{format}`,
    request: async (t, acme) => ({
      url: `${BASE}/download/csv`,
      payload: { ...filter, branch_ids: [await acmeBranch(t, acme.companyId)] },
    }),
  },
];
