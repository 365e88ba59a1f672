import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { interviewRoutes } from './interviews.routes.ts';

/** Interviews, their .ics invites and scorecards (issue 24, ADR 67). */
export function registerInterviews(app: FastifyInstance, deps: AppDeps): void {
  interviewRoutes(app, deps);
}
