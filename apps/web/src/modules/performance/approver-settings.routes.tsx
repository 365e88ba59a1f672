import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../platform/approvers/approver-routes.ts';

/**
 * The performance appraisals' approver screens (spec 2 §2): the shared screens of platform/approvers,
 * with the server's permissions (apps/server/src/modules/hrm/index.ts, where appraisals are served).
 */
export const performanceApproverRoutes = <P extends AnyRoute>(parent: P) =>
  approverRoutes(parent, {
    module: 'appraisal',
    settingsPath: '/admin/performance/appraisal/settings/approvers',
    view: 'view appraisals',
    manage: 'manage appraisal settings',
  });
