import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../platform/approvers/approver-routes.ts';

/**
 * The mobile clocks' approver screens (spec 2 §2): the shared screens of platform/approvers, with
 * the server's permissions (apps/server/src/modules/attendance/index.ts).
 */
export const attendanceApproverRoutes = <P extends AnyRoute>(parent: P) =>
  approverRoutes(parent, {
    module: 'mobile-clock',
    settingsPath: '/admin/attendance/mobile-clocks/settings/approvers',
    view: 'view mobile clocks',
    manage: 'manage mobile clock settings',
  });
