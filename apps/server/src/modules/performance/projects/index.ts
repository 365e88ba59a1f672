import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { approvalWiring } from '../../../platform/approvals/approval-wiring.ts';
import { taskApprovalSubject } from './task-approval.ts';
import { projectRoutes } from './projects.routes.ts';

/** Projects and task boards (issue 23, ADR 61). */
export async function registerProjects(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await approvalWiring(app, deps, 'task', taskApprovalSubject());
  await projectRoutes(app, deps);
}
