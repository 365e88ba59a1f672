import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { approverSettingsRoutes } from '../../../platform/approvals/approver-groups.routes.ts';
import { improvementPlanSubject } from './improvement-plan-approval.ts';
import { improvementPlanRoutes } from './improvement-plans.routes.ts';
import { defineReviewReminderJob } from './review-reminders.ts';

/**
 * Performance improvement plans (issue 23, ADR 62): the calls, the engine's subject, the approver
 * groups (kept by whoever keeps the training settings) and the daily review reminders.
 */
export async function registerImprovementPlans(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, improvementPlanSubject());
  await approverSettingsRoutes(app, {
    module: 'improvement-plan',
    view: 'view trainings',
    manage: 'manage training settings',
    tag: 'performance',
  });
  await improvementPlanRoutes(app, deps);
  defineReviewReminderJob(deps, app.log);
}
