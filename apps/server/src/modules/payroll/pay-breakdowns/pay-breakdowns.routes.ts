import type { FastifyInstance } from 'fastify';
import {
  PAY_BREAKDOWN_MESSAGES as M,
  payBreakdownEndpoints as E,
  payBreakdownListRoute,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './pay-breakdowns.service.ts';

/**
 * Payroll salary management's pay breakdown (spec 3 §7, issue 19; ADR 37, ADR 42): the list (one
 * route for `list` and `page`), create, get, update and delete.
 */
export async function payBreakdownRoutes(app: FastifyInstance): Promise<void> {
  route(app, payBreakdownListRoute, async (req) =>
    ok(M.listed, await service.listPayBreakdowns(signedIn(req), req.query)),
  );
  crudRoutes(app, {
    create: [E.create, M.created, service.createPayBreakdown],
    get: [E.get, M.loaded, service.getPayBreakdown],
    update: [E.update, M.updated, service.updatePayBreakdown],
    delete: [E.delete, M.deleted, service.deletePayBreakdown],
  });
}
