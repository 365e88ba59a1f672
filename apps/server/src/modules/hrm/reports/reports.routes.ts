import type { FastifyInstance } from 'fastify';
import { HRM_REPORT_MESSAGES as M, HRM_REPORT_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './reports.service.ts';

/**
 * The leave and exemption usage reports and their downloads (spec 2 §7 "Usage reports"). The 'me'
 * calls answer only the signed-in employee's own rows; `mine` is set here, never read from the query.
 */
export async function hrmReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [endpoint, mine] of [
    [E.leave, false],
    [E.myLeave, true],
  ] as const)
    route(app, endpoint, async (req) =>
      ok(M.leaveFetched, await service.leaveUsage(signedIn(req), { ...req.query, mine })),
    );
  for (const [endpoint, mine] of [
    [E.exemption, false],
    [E.myExemption, true],
  ] as const)
    route(app, endpoint, async (req) =>
      ok(M.exemptionFetched, await service.exemptionUsage(signedIn(req), { ...req.query, mine })),
    );
  const read = <Q extends { format: 'csv' | 'xlsx' | 'pdf' }>({ query }: { query: Q }, mine: boolean) => {
    const { format, ...filter } = query;
    return { format, filter: { ...filter, mine } };
  };
  reportExportRoutes(app, deps, service.leaveUsageReport, {
    endpoints: { manager: E.leaveFile, mine: E.myLeaveFile },
    message: M.downloaded,
    read,
  });
  reportExportRoutes(app, deps, service.exemptionUsageReport, {
    endpoints: { manager: E.exemptionFile, mine: E.myExemptionFile },
    message: M.downloaded,
    read,
  });
}
