import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';
import { approverSettingsRoutes } from '../../../../platform/approvals/approver-groups.routes.ts';
import { registerApprovalSubject } from '../../../../platform/approvals/inbox.ts';
import { overtimeSubject } from './overtime-subject.ts';
import { overtimeRecordRoutes } from './overtime-records.routes.ts';
import { defineOvertimeSubmission } from './overtime-submission.ts';

/** Overtime records: their approval (approver groups, the approval subject), the lists and decisions. */
export async function registerOvertimeRecords(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What overtime sends through the approval engine and its inbox (ADR 22, 31, 38).
  registerApprovalSubject(deps.approvals, overtimeSubject());
  // Spec 3 §7: /attendance/overtime/settings/approvals, with {id}/assign-employees and {id}/assignables.
  await approverSettingsRoutes(app, {
    module: 'overtime',
    view: 'view overtimes',
    manage: 'manage overtime settings',
    tag: 'attendance',
  });
  await overtimeRecordRoutes(app, deps);
  defineOvertimeSubmission(deps, app.log);
}
