import type { FastifyInstance } from 'fastify';
import { PAY_BREAKDOWN_MESSAGES as M, payBreakdownEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './pay-breakdowns.service.ts';

/** Payroll salary management's pay breakdown (spec 3 §7): so far the full list (ADR 37). */
export async function payBreakdownRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listPayBreakdowns(signedIn(req))));
}
