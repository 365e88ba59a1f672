import type { FastifyInstance } from 'fastify';
import { AUDIT_TRAIL_MESSAGES as M, auditTrailEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './audit-trail.service.ts';

/** GET /payroll/audit-trail and /payroll/audit-trail/{id} (spec 3 §2 "audit-trail"). */
export async function auditTrailRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listTrail(signedIn(req), req.query)));
  route(app, E.get, async (req) => ok(M.loaded, await service.getEntry(signedIn(req), req.params.id)));
}
