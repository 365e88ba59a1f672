import type { FastifyInstance } from 'fastify';
import { ORG_REPORT_ENDPOINTS as E, ORG_REPORT_MESSAGES as M } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './reports.service.ts';

/** Spec 1 §7 Reports: the organisation (employee) report, paged on screen and downloadable. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const download = defineReportExport(deps, service.employeeReport);
  route(app, E.fetch, async (req) => ok(M.fetched, await service.fetchReport(signedIn(req), req.body)));
  // `data` is the file name, as the spec has it; `job_id` is set when a job writes a large file.
  route(app, E.download, async (req) => {
    const answer = await download(signedIn(req), req.params.type, req.body);
    return { ...ok(M.downloaded, answer.fileName), job_id: answer.jobId };
  });
}
