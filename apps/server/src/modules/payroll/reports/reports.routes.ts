import type { FastifyInstance } from 'fastify';
import {
  PAYROLL_REPORT_ENDPOINTS as E,
  PAYROLL_REPORT_MESSAGES as M,
  languageOf,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { payrollDashboard } from './dashboard.service.ts';
import { generalRegisterReport, generalReport } from './general-report.service.ts';
import { remittanceReport, remittanceSchedule } from './remittance.service.ts';

/**
 * The payroll register, the statutory remittance schedules and their files, and the admin payroll
 * dashboard (issue 19, ADR 47). Files are written in the requester's language (Accept-Language),
 * which the filter carries so a job writing a large file later writes the same.
 */
export async function registerReports(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.general, M.generalFetched, 'body', generalReport);
  route(app, E.remittance, async (req) =>
    ok(M.remittanceFetched, await remittanceSchedule(signedIn(req), req.params.kind, req.body)),
  );
  serviceRoute(app, E.dashboard, M.dashboardFetched, 'query', payrollDashboard);

  reportExportRoutes(app, deps, generalRegisterReport, {
    endpoints: { manager: E.generalDownload },
    message: M.downloaded,
    read: (req) => ({
      format: req.params.format,
      filter: { ...req.body, language: languageOf(req.headers['accept-language']) },
    }),
  });
  reportExportRoutes(app, deps, remittanceReport, {
    endpoints: { manager: E.remittanceDownload },
    message: M.downloaded,
    read: (req) => ({
      format: req.params.format,
      filter: { ...req.body, kind: req.params.kind, language: languageOf(req.headers['accept-language']) },
    }),
  });
}
