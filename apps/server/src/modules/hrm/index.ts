import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approverSettingsRoutes } from '../../platform/approvals/approver-groups.routes.ts';
import { leaveApproverRoutes } from './leave-approvers/leave-approvers.routes.ts';

/** HR: so far the leave approver settings and the appraisals' approver groups (ADR 22). */
export async function registerHrmModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await approverSettingsRoutes(app, {
    module: 'appraisal',
    view: 'view appraisals',
    manage: 'manage appraisal settings',
    tag: 'hrm',
  });
  await leaveApproverRoutes(app);
}
