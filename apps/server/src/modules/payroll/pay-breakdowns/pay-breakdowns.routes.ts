import type { FastifyInstance } from 'fastify';
import {
  PAY_BREAKDOWN_MESSAGES as M,
  payBreakdownEndpoints as E,
  payBreakdownListRoute,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
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
  route(app, E.create, async (req) =>
    ok(M.created, await service.createPayBreakdown(signedIn(req), req.body)),
  );
  route(app, E.get, async (req) => ok(M.loaded, await service.getPayBreakdown(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updatePayBreakdown(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await service.deletePayBreakdown(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
}
