import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { hiringRoutes } from './hiring.routes.ts';

/** Hiring a candidate into the organisation (issue 24, ADR 67). */
export function registerHiring(app: FastifyInstance, deps: AppDeps): void {
  hiringRoutes(app, deps);
}
