import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../platform/approvers/approver-routes.ts';
import { OVERTIME_APPROVER_PATH } from './overtime/overtime.routes.tsx';

/**
 * The mobile clocks' and overtime's approver screens (spec 2 §2, spec 3 §2): the shared screens of
 * platform/approvers, with the server's permissions (apps/server/src/modules/attendance/index.ts).
 * Overtime's sit at the spec's singular settings/approver, assign through assign-employee/{id} and
 * keep view without an id (ambiguity 5).
 */
export const attendanceApproverRoutes = <P extends AnyRoute>(parent: P) => [
  ...approverRoutes(parent, {
    module: 'mobile-clock',
    settingsPath: '/admin/attendance/mobile-clocks/settings/approvers',
    view: 'view mobile clocks',
    manage: 'manage mobile clock settings',
  }),
  ...approverRoutes(parent, {
    module: 'overtime',
    settingsPath: OVERTIME_APPROVER_PATH,
    view: 'view overtimes',
    manage: 'manage overtime settings',
    assignSegment: 'assign-employee',
    viewWithoutId: true,
  }),
];
