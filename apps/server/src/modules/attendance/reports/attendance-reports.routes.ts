import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTENDANCE_REPORT_MESSAGES as M,
  attendanceReportBodySchema,
  attendanceReportDownloadParamsSchema,
  attendanceReportEnvelope,
  attendanceReportFilterSchema,
  attendanceReportParamsSchema,
  exportAnswerSchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { attendanceReportFile } from './attendance-report-export.ts';
import * as service from './attendance-reports.service.ts';

const tags = ['attendance'];

/**
 * The attendance reports (spec 3 §7): POST /attendance/reports/{type} and its download for
 * managers ('view attendance reports', 'export attendance reports'), and the same two calls under
 * /attendance/me/reports/ for the signed-in employee's own days.
 */
export async function attendanceReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const file = defineReportExport(deps, attendanceReportFile);
  for (const mine of [false, true]) {
    const base = mine ? '/attendance/me/reports' : '/attendance/reports';
    api.post(
      `${base}/:type`,
      {
        config: { permission: mine ? SIGNED_IN : 'view attendance reports', writes: true },
        schema: {
          tags,
          params: attendanceReportParamsSchema,
          body: attendanceReportBodySchema,
          response: { 200: attendanceReportEnvelope },
        },
      },
      async (req) =>
        ok(M.fetched, await service.attendanceReport(signedIn(req), req.params.type, req.body, mine)),
    );
    api.post(
      `${base}/:type/download/:format`,
      {
        config: { permission: mine ? SIGNED_IN : 'export attendance reports', writes: true },
        schema: {
          tags,
          params: attendanceReportDownloadParamsSchema,
          body: attendanceReportFilterSchema,
          response: { 200: exportAnswerSchema },
        },
      },
      // `data` is the file name to fetch from /downloads/{name}; `job_id` when a job writes it.
      async (req) => {
        const type = service.reportType(req.params.type);
        const answer = await file(signedIn(req), req.params.format, { ...req.body, type, mine });
        return { ...ok(M.downloaded, answer.fileName), job_id: answer.jobId };
      },
    );
  }
}
