import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_REPORT_MESSAGES as M, ATTENDANCE_REPORT_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { attendanceReportFile } from './attendance-report-export.ts';
import * as service from './attendance-reports.service.ts';

/**
 * The attendance reports (spec 3 §7) and their downloads, for managers and, under
 * /attendance/me/reports/, for the signed-in employee's own days (`mine`, set here).
 */
export async function attendanceReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [endpoint, mine] of [
    [E.report, false],
    [E.myReport, true],
  ] as const)
    route(app, endpoint, async (req) =>
      ok(M.fetched, await service.attendanceReport(signedIn(req), req.params.type, req.body, mine)),
    );
  reportExportRoutes(app, deps, attendanceReportFile, {
    endpoints: { manager: E.download, mine: E.myDownload },
    message: M.downloaded,
    read: (req, mine) => ({
      format: req.params.format,
      filter: { ...req.body, type: service.reportType(req.params.type), mine },
    }),
  });
}
