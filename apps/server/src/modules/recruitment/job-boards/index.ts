import type { FastifyInstance } from 'fastify';
import { jobBoardRoutes } from './job-boards.routes.ts';

/** Job boards (issue 24, ADR 66). */
export function registerJobBoards(app: FastifyInstance): void {
  jobBoardRoutes(app);
}
