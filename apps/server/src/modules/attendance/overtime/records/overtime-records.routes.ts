import type { FastifyInstance } from 'fastify';
import { OVERTIME_MESSAGES as M, overtimeEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './overtime-records.service.ts';

/** Overtime records (spec 3 §7): the list, the approved totals and the approvers' decisions. */
export async function overtimeRecordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listOvertimes);
  serviceRoute(app, E.approvedTotals, M.totalsListed, 'query', service.approvedTotals);
  for (const action of ['approve', 'reject'] as const) {
    route(app, E[action], (req) => service.decideOvertimes(signedIn(req), deps.approvals, action, req.body));
  }
}
