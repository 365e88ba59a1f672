import type { FastifyInstance } from 'fastify';
import { ORG_REPORT_ENDPOINTS as E, ORG_REPORT_MESSAGES as M } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './reports.service.ts';

/** Spec 1 §7 Reports: the organisation (employee) report, paged on screen and downloadable. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.fetch, M.fetched, 'body', service.fetchReport);
  reportExportRoutes(app, deps, service.employeeReport, {
    endpoints: { manager: E.download },
    message: M.downloaded,
    read: (req) => ({ format: req.params.type, filter: req.body }),
  });
}
