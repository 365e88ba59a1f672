import type { FastifyInstance } from 'fastify';
import { MOBILE_CLOCK_MESSAGES as M, MOBILE_CLOCK_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import { MOBILE_CLOCK_MODULE } from './mobile-clock-subject.ts';
import * as service from './mobile-clocks.service.ts';

/**
 * Mobile clocks (spec 3 §7): the employee's own clock and logs, everyone's logs, and the approvers'
 * inbox and decisions (the engine decides whether a clock waits on the caller, ADR 22).
 */
export async function mobileClockRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.clock, (req) => service.clock(signedIn(req), deps.approvals, req.body));
  serviceRoute(app, E.mine, M.logsListed, 'query', service.listMine);
  serviceRoute(app, E.today, M.todayLoaded, 'context', service.today);
  serviceRoute(app, E.all, M.logsListed, 'query', service.listAll);
  serviceRoute(app, E.approvals, M.logsListed, 'query', service.listWaiting);
  for (const action of ['approve', 'reject'] as const) {
    route(app, E[action], (req) =>
      decideApprovals(signedIn(req), deps.approvals, MOBILE_CLOCK_MODULE, action, req.body),
    );
  }
}
