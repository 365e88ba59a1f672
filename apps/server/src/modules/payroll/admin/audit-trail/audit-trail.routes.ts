import type { FastifyInstance } from 'fastify';
import { AUDIT_TRAIL_MESSAGES as M, auditTrailEndpoints as E } from '@clockroom/contracts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './audit-trail.service.ts';

/** GET /payroll/audit-trail and /payroll/audit-trail/{id} (spec 3 §2 "audit-trail"). */
export async function auditTrailRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listTrail);
  serviceRoute(app, E.get, M.loaded, 'id', service.getEntry);
}
