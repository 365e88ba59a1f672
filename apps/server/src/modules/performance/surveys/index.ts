import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { surveyRoutes } from './surveys.routes.ts';

/** Feedback surveys (issue 23, ADR 60): other areas import this file only. */
export async function registerSurveys(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await surveyRoutes(app, deps);
}
