import type { FastifyInstance } from 'fastify';
import {
  PAY_BREAKDOWN_MESSAGES as M,
  payBreakdownEndpoints as E,
  payBreakdownListRoute,
} from '@clockroom/contracts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './pay-breakdowns.service.ts';

/**
 * Payroll salary management's pay breakdown (spec 3 §7, issue 19; ADR 37, ADR 42): the list (one
 * route for `list` and `page`), create, get, update and delete.
 */
export async function payBreakdownRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, payBreakdownListRoute, M.listed, 'query', service.listPayBreakdowns);
  resourceRoutes(app, E, M, {
    create: service.createPayBreakdown,
    get: service.getPayBreakdown,
    update: service.updatePayBreakdown,
    delete: service.deletePayBreakdown,
  });
}
