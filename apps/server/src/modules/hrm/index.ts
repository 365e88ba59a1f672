import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approverSettingsRoutes } from '../../platform/approvals/approver-groups.routes.ts';
import {
  EXEMPTION_APPROVER_ENDPOINTS,
  EXEMPTION_APPROVER_MESSAGES,
  LEAVE_APPROVER_ENDPOINTS,
  LEAVE_APPROVER_MESSAGES,
} from '@clockroom/contracts';
import { categoryApproverRoutes } from '../../platform/approvals/category-approvers.routes.ts';
import { registerApprovalSubject } from '../../platform/approvals/inbox.ts';
import { leaveSubject } from './leaves/leave-subject.ts';
import { exemptionSubject } from './exemptions/exemptions.service.ts';
import { leaveTypeRoutes } from './leave-types/leave-types.routes.ts';
import { leaveRoutes } from './leaves/leaves.routes.ts';
import { exemptionRoutes } from './exemptions/exemptions.routes.ts';
import { hrmReportRoutes } from './reports/reports.routes.ts';
import { hrmDashboardRoutes } from './dashboard/dashboard.routes.ts';

export { hrmHomeCards } from './home-cards.ts';
export { createDefaultLeaveTypes } from './leave-types/default-leave-types.ts';
export { workingDays, type Holiday } from './leaves/leave-days.ts';
export { approvedExemptionsBetween } from './exemptions/approved-exemptions.repository.ts';

/** HR: leave, exemptions, their approver settings and reports, and the appraisals' approver groups. */
export async function registerHrmModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What leave and exemptions send through the approval engine and its inbox (ADR 22, 31).
  registerApprovalSubject(deps.approvals, leaveSubject(deps));
  registerApprovalSubject(deps.approvals, exemptionSubject());
  await approverSettingsRoutes(app, 'appraisal');
  await categoryApproverRoutes(app, {
    module: 'leave',
    endpoints: LEAVE_APPROVER_ENDPOINTS,
    messages: LEAVE_APPROVER_MESSAGES,
  });
  await categoryApproverRoutes(app, {
    module: 'exemption',
    endpoints: EXEMPTION_APPROVER_ENDPOINTS,
    messages: EXEMPTION_APPROVER_MESSAGES,
  });
  await leaveTypeRoutes(app);
  await leaveRoutes(app, deps);
  await exemptionRoutes(app, deps);
  await hrmReportRoutes(app, deps);
  await hrmDashboardRoutes(app);
}
