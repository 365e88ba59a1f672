import type { FastifyInstance } from 'fastify';
import { postingRoutes } from './postings.routes.ts';

/** Job postings and posting settings (issue 24, ADR 66). The candidate half reads for-candidates.service.ts. */
export function registerPostings(app: FastifyInstance): void {
  postingRoutes(app);
}
