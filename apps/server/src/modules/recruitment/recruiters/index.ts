import type { FastifyInstance } from 'fastify';
import { recruiterRoutes } from './recruiters.routes.ts';

/** Recruiter settings (issue 24, ADR 66); the scope they set is read through recruiter-scope.service.ts. */
export function registerRecruiters(app: FastifyInstance): void {
  recruiterRoutes(app);
}
