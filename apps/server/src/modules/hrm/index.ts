import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approverSettingsRoutes } from '../../platform/approvals/approver-groups.routes.ts';

/** HR: so far the appraisals' approver groups (ADR 22); leave and exemptions come with their issue. */
export async function registerHrmModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await approverSettingsRoutes(app, {
    module: 'appraisal',
    view: 'view appraisals',
    manage: 'manage appraisal settings',
    tag: 'hrm',
  });
}
