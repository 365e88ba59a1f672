import type { FastifyInstance } from 'fastify';
import { SALARY_SCHEDULE_MESSAGES as M, SALARY_SCHEDULE_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { registerPayItemSource } from './pay-item-source.ts';
import { overtimePayItemSource } from './overtime-source.ts';
import { defineScheduleRunJob } from './schedule-job.ts';
import { confirmSchedule } from './schedule-confirm.service.ts';
import { salaryScheduleFile } from './schedule-export.ts';
import { refuseUploadMode, runSchedule, scheduleJob, viewSchedule } from './schedule.service.ts';
import { scheduleVariance } from './variance.service.ts';
import { makeUpload } from './schedule-upload-source.ts';

/** The payroll run (issue 19, ADR 41): run, read, its job, confirm, downloads and variance. */
export async function registerSchedule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerPayItemSource(overtimePayItemSource);
  const jobs = { queue: deps.jobs, kind: defineScheduleRunJob(deps) };
  route(app, E.run, (req) => {
    // mode 'upload' pays a confirmed month (issue 21): salary payments make the upload.
    if ((req.body.mode ?? req.query.mode) === 'upload') {
      const { month, year, branch_ids, department_ids, group_ids } = req.body;
      const option = req.body.payment_option_id ?? req.query.payment_option_id ?? null;
      return makeUpload(signedIn(req), { month, year, branch_ids, department_ids, group_ids }, option);
    }
    return runSchedule(signedIn(req), jobs, req.body, req.query);
  });
  route(app, E.view, async (req) => ok(M.fetched, await viewSchedule(signedIn(req), req.body, req.query)));
  route(app, E.job, async (req) =>
    ok(M.jobFetched, await scheduleJob(signedIn(req), req.params.job_id, req.query)),
  );
  route(app, E.confirm, (req) => confirmSchedule(signedIn(req), req.body));
  route(app, E.variance, async (req) =>
    ok(M.varianceFetched, await scheduleVariance(signedIn(req), req.body, req.query)),
  );
  route(app, E.varianceByQuery, async (req) =>
    ok(M.varianceFetched, await scheduleVariance(signedIn(req), req.query, req.query)),
  );
  reportExportRoutes(app, deps, salaryScheduleFile, {
    endpoints: { manager: E.download },
    message: M.downloaded,
    read: (req) => {
      refuseUploadMode(req.body.mode);
      const { month, year, branch_ids, department_ids, group_ids } = req.body;
      return { format: req.params.format, filter: { month, year, branch_ids, department_ids, group_ids } };
    },
  });
}
