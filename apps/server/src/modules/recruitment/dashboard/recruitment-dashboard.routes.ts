import type { FastifyInstance } from 'fastify';
import {
  RECRUITMENT_DASHBOARD_MESSAGES as M,
  recruitmentDashboardEndpoints as E,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { recruitmentDashboard } from './recruitment-dashboard.service.ts';

/** The recruitment dashboard's figures (issue 24, ADR 67). */
export function recruitmentDashboardRoutes(app: FastifyInstance): void {
  route(app, E.get, async (req) => ok(M.loaded, await recruitmentDashboard(signedIn(req), req.query)));
}
