import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { approvalWiring } from '../../../platform/approvals/approval-wiring.ts';
import { jobRequestSubject } from './job-request-approval.ts';
import { requisitionRoutes } from './requisitions.routes.ts';

/** The engine's subject, for the demo seed's requests (sent through the engine as the app sends them). */
export { jobRequestSubject } from './job-request-approval.ts';

/**
 * Talent requisitions (issue 24, ADR 66): the calls, the engine's subject and the approver groups
 * at /hrm/recruitment/settings/approver-settings (kept by whoever keeps the recruitment settings).
 */
export async function registerRequisitions(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await approvalWiring(app, deps, 'job-request', jobRequestSubject());
  requisitionRoutes(app, deps);
}
