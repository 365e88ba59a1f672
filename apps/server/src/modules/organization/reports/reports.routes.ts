import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORG_REPORT_MESSAGES as M,
  orgReportFetchSchema,
  orgReportFilterSchema,
  orgReportFormatParams,
} from '@clockroom/contracts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './reports.service.ts';

const tags = ['organization'];

/** Spec 1 §7 Reports: the organisation (employee) report, paged on screen and downloadable. */
export async function reportRoutes(app: FastifyInstance, files: FileStorage): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/organization/reports/employees/fetch',
    { config: { permission: 'view organization reports' }, schema: { tags, body: orgReportFetchSchema } },
    async (req) => ok(M.fetched, await service.fetchReport(signedIn(req), req.body)),
  );
  api.post(
    '/organization/reports/employees/download/:type',
    {
      config: { permission: 'export organization reports' },
      schema: { tags, params: orgReportFormatParams, body: orgReportFilterSchema },
    },
    async (req) =>
      ok(M.downloaded, await service.downloadReport(signedIn(req), files, req.params.type, req.body)),
  );
}
