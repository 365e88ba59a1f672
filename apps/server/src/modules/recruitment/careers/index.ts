import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { careersApiRoutes } from './careers.routes.ts';

/**
 * The public careers side (issue 24, ADR 67): the application endpoint under /api/v1 (registered
 * with the module), and the HTML pages under /careers, which app.ts registers at the root.
 */
export { registerCareersPages } from './careers.routes.ts';

export function registerCareers(app: FastifyInstance, deps: AppDeps): void {
  careersApiRoutes(app, deps);
}
