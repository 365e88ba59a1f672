import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';
import { approverSettingsRoutes } from '../../../../platform/approvals/approver-groups.routes.ts';

/** Overtime records: their approval (approver groups, the approval subject), the lists and decisions. */
export async function registerOvertimeRecords(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  // Spec 3 §7: /attendance/overtime/settings/approvals, with {id}/assign-employees and {id}/assignables.
  await approverSettingsRoutes(app, {
    module: 'overtime',
    view: 'view overtimes',
    manage: 'manage overtime settings',
    tag: 'attendance',
  });
}
