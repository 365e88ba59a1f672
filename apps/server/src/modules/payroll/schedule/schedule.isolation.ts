import { sql } from 'drizzle-orm';
import { acmeFirstId, acmeRowId, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { SCHEDULE_RUN_JOB } from './schedule-job.ts';

const BASE = '/payroll/salarymanagement/salary-schedules';
const filter = { month: 3, year: 2026, branch_ids: [], department_ids: [], group_ids: [] };

/** A payroll run job of acme's, as a queued run leaves it (its worker is never asked to run it). */
const acmeRunJob = (t: TestApp, companyId: number) =>
  acmeRowId(
    t,
    companyId,
    sql`INSERT INTO jobs (company_id, kind, payload)
      VALUES (${companyId}, ${SCHEDULE_RUN_JOB}, ${JSON.stringify({ filter })}::jsonb) RETURNING id`,
    'the new job',
  );

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
      payload: { ...filter, branch_ids: [await acmeFirstId(t, acme.companyId, 'branches')] },
    }),
  },
];
