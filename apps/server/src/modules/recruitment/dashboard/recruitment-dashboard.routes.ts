import type { FastifyInstance } from 'fastify';
import {
  RECRUITMENT_DASHBOARD_MESSAGES as M,
  recruitmentDashboardEndpoints as E,
} from '@clockroom/contracts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { recruitmentDashboard } from './recruitment-dashboard.service.ts';

/** The recruitment dashboard's figures (issue 24, ADR 67). */
export function recruitmentDashboardRoutes(app: FastifyInstance): void {
  serviceRoute(app, E.get, M.loaded, 'query', recruitmentDashboard);
}
