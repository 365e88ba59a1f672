import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerProjects } from './projects/index.ts';
import { registerSurveys } from './surveys/index.ts';
import { registerTrainings } from './trainings/index.ts';
import { registerImprovementPlans } from './improvement-plans/index.ts';
import { registerAppraisals } from './appraisals/index.ts';

export { createDefaultGrades } from './appraisals/index.ts';
import { registerPerformanceDashboard } from './dashboard/performance-dashboard.routes.ts';

/**
 * Performance (issue 23): feedback surveys, projects and task boards, trainings and performance
 * improvement plans, served under /hrm/* as the spec names their calls, and their dashboards. Each
 * area adds its one registration line.
 */
export async function registerPerformanceModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerProjects(app, deps);
  await registerSurveys(app, deps);
  await registerTrainings(app, deps);
  await registerImprovementPlans(app, deps);
  registerAppraisals(app, deps);
  registerPerformanceDashboard(app);
}
