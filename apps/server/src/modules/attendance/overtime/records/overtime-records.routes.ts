import type { FastifyInstance } from 'fastify';
import { OVERTIME_MESSAGES as M, overtimeEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './overtime-records.service.ts';

/** Overtime records (spec 3 §7): the list, the approved totals and the approvers' decisions. */
export async function overtimeRecordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listOvertimes(signedIn(req), req.query)));
  route(app, E.approvedTotals, async (req) =>
    ok(M.totalsListed, await service.approvedTotals(signedIn(req), req.query)),
  );
  for (const action of ['approve', 'reject'] as const) {
    route(app, E[action], (req) => service.decideOvertimes(signedIn(req), deps.approvals, action, req.body));
  }
}
