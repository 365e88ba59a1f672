import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { approvalWiring } from '../../../platform/approvals/approval-wiring.ts';
import { improvementPlanSubject } from './improvement-plan-approval.ts';
import { improvementPlanRoutes } from './improvement-plans.routes.ts';
import { defineReviewReminderJob } from './review-reminders.ts';

/**
 * Performance improvement plans (issue 23, ADR 62): the calls, the engine's subject, the approver
 * groups (kept by whoever keeps the training settings) and the daily review reminders.
 */
export async function registerImprovementPlans(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await approvalWiring(app, deps, 'improvement-plan', improvementPlanSubject());
  await improvementPlanRoutes(app, deps);
  defineReviewReminderJob(deps, app.log);
}
