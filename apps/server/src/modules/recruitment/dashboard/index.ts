import type { FastifyInstance } from 'fastify';
import { recruitmentDashboardRoutes } from './recruitment-dashboard.routes.ts';

/** The recruitment dashboard (issue 24, ADR 67). */
export function registerRecruitmentDashboard(app: FastifyInstance): void {
  recruitmentDashboardRoutes(app);
}
