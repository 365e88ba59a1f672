import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { appraisalSubject } from './appraisal-approval.ts';
import { appraisalSettingsRoutes } from './appraisal-settings.routes.ts';
import { appraisalRoutes } from './appraisals.routes.ts';
import { appraisalReportExportRoutes } from './appraisal-report-export.ts';
import { defineAppraisalReminderJob } from './appraisal-reminders.ts';

export { createDefaultGrades } from './appraisal-settings.repository.ts';

/**
 * Performance appraisals (issue 22, ADR 64): the settings, the groups and their cycle, the engine's
 * subject (its approver groups' calls are registered with HR's, modules/hrm/index.ts) and the daily
 * reminders.
 */
export function registerAppraisals(app: FastifyInstance, deps: AppDeps): void {
  registerApprovalSubject(deps.approvals, appraisalSubject());
  appraisalSettingsRoutes(app);
  appraisalRoutes(app, deps);
  appraisalReportExportRoutes(app, deps);
  defineAppraisalReminderJob(deps, app.log);
}
