import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { approverSettingsRoutes } from '../../../platform/approvals/approver-groups.routes.ts';
import { taskApprovalSubject } from './task-approval.ts';
import { projectRoutes } from './projects.routes.ts';

/** Projects and task boards (issue 23, ADR 61). */
export async function registerProjects(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, taskApprovalSubject());
  await approverSettingsRoutes(app, {
    module: 'task',
    view: 'view projects',
    manage: 'manage task settings',
    tag: 'performance',
  });
  await projectRoutes(app, deps);
}
