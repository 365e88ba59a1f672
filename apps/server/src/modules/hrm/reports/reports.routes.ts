import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HRM_REPORT_MESSAGES as M,
  HRM_REPORT_PATHS,
  exemptionUsageDownloadSchema,
  exemptionUsageEnvelope,
  exemptionUsageQuerySchema,
  exportAnswerSchema,
  leaveUsageDownloadSchema,
  leaveUsageEnvelope,
  leaveUsageQuerySchema,
  mineReportPath,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { hrmDashboardRoutes } from '../dashboard/dashboard.routes.ts';
import * as service from './reports.service.ts';

const tags = ['hrm'];

/**
 * The leave and exemption usage reports and their downloads (spec 2 §7 "Usage reports"). HR reads
 * them with 'view hrm reports' and downloads with 'export hrm reports'; the same four calls under
 * /hrm/reports/me/ answer only the signed-in employee's own rows to anyone signed in.
 */
export async function hrmReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const leaveFile = defineReportExport(deps, service.leaveUsageReport);
  const exemptionFile = defineReportExport(deps, service.exemptionUsageReport);

  for (const mine of [false, true]) {
    const path = (p: string) => (mine ? mineReportPath(p) : p);
    const view = mine ? SIGNED_IN : 'view hrm reports';
    const exporting = mine ? SIGNED_IN : 'export hrm reports';

    api.get(
      path(HRM_REPORT_PATHS.leave.generate),
      {
        config: { permission: view },
        schema: { tags, querystring: leaveUsageQuerySchema, response: { 200: leaveUsageEnvelope } },
      },
      async (req) => ok(M.leaveFetched, await service.leaveUsage(signedIn(req), { ...req.query, mine })),
    );
    api.get(
      path(HRM_REPORT_PATHS.leave.download),
      {
        config: { permission: exporting, writes: true },
        schema: { tags, querystring: leaveUsageDownloadSchema, response: { 200: exportAnswerSchema } },
      },
      // `data` is the file name to download from /downloads/{name}; `job_id` when a job writes it.
      async (req) => {
        const { format, ...filter } = req.query;
        const answer = await leaveFile(signedIn(req), format, { ...filter, mine });
        return { ...ok(M.downloaded, answer.fileName), job_id: answer.jobId };
      },
    );
    api.get(
      path(HRM_REPORT_PATHS.exemption.generate),
      {
        config: { permission: view },
        schema: { tags, querystring: exemptionUsageQuerySchema, response: { 200: exemptionUsageEnvelope } },
      },
      async (req) =>
        ok(M.exemptionFetched, await service.exemptionUsage(signedIn(req), { ...req.query, mine })),
    );
    api.get(
      path(HRM_REPORT_PATHS.exemption.download),
      {
        config: { permission: exporting, writes: true },
        schema: { tags, querystring: exemptionUsageDownloadSchema, response: { 200: exportAnswerSchema } },
      },
      async (req) => {
        const { format, ...filter } = req.query;
        const answer = await exemptionFile(signedIn(req), format, { ...filter, mine });
        return { ...ok(M.downloaded, answer.fileName), job_id: answer.jobId };
      },
    );
  }
  await hrmDashboardRoutes(app);
}
