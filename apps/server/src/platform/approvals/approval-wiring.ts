import type { FastifyInstance } from 'fastify';
import type { ApproverSettingsModule } from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import { approverSettingsRoutes } from './approver-groups.routes.ts';
import { registerApprovalSubject, type DecidableSubject } from './inbox.ts';

/**
 * A module's approval wiring (ADR 22, 31): what it sends through the approval engine and its inbox
 * (the subject), and the calls of its approver groups, kept by APPROVER_SETTINGS_ACCESS.
 */
export async function approvalWiring(
  app: FastifyInstance,
  deps: AppDeps,
  groups: ApproverSettingsModule,
  subject: DecidableSubject,
): Promise<void> {
  registerApprovalSubject(deps.approvals, subject);
  await approverSettingsRoutes(app, groups);
}
