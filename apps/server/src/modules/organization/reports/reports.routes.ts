import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORG_REPORT_MESSAGES as M,
  orgReportFetchSchema,
  orgReportFilterSchema,
  orgReportFormatParams,
  exportAnswerSchema,
  listEnvelope,
  orgReportRowSchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './reports.service.ts';

const tags = ['organization'];

/** Spec 1 §7 Reports: the organisation (employee) report, paged on screen and downloadable. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const download = defineReportExport(deps, service.employeeReport);
  api.post(
    '/organization/reports/employees/fetch',
    {
      config: { permission: 'view organization reports' },
      schema: { tags, body: orgReportFetchSchema, response: { 200: listEnvelope(orgReportRowSchema) } },
    },
    async (req) => ok(M.fetched, await service.fetchReport(signedIn(req), req.body)),
  );
  api.post(
    '/organization/reports/employees/download/:type',
    {
      config: { permission: 'export organization reports' },
      schema: {
        tags,
        params: orgReportFormatParams,
        body: orgReportFilterSchema,
        response: { 200: exportAnswerSchema },
      },
    },
    // `data` is the file name, as the spec has it; `job_id` is set when a job writes a large file.
    async (req) => {
      const answer = await download(signedIn(req), req.params.type, req.body);
      return { ...ok(M.downloaded, answer.fileName), job_id: answer.jobId };
    },
  );
}
