import { defineEndpoint } from '../platform/endpoint.ts';
import { attendanceDashboardSchema } from './attendance-dashboard.ts';

export const ATTENDANCE_DASHBOARD_ENDPOINTS = {
  /**
   * /admin/attendance/dashboard: today's counts, the 30-day trend and the offline devices. A GET that
   * writes: it makes the day facts current before reading them (ADR 25).
   */
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/dashboard',
    response: attendanceDashboardSchema,
    permission: 'view attendance reports',
    writes: true,
  }),
};
