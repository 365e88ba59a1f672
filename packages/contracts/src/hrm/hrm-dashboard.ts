import { z } from 'zod';
import { rowCount, rowId } from '../platform/fields.ts';

/**
 * GET /hrm/dashboard: the HR overview at /admin/hrm/dashboard (spec 2 §2 names the screen, not its
 * content). Over the branches the viewer sees (the header's branch, or every branch they manage),
 * in the company's leave year (ADR 23) and by the company's today.
 */
export const HRM_DASHBOARD_MESSAGES = {
  loaded: 'HR dashboard retrieved successfully',
} as const;

/** How many days ahead "upcoming leave" looks, and how many people a list shows at most. */
export const HRM_DASHBOARD_UPCOMING_DAYS = 30;
export const HRM_DASHBOARD_LIST_LIMIT = 20;

/** A leave request as the dashboard lists it. */
export const dashboardLeaveSchema = z.object({
  leave_request_id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  picture: z.string().nullable(),
  leave_name: z.string(),
  /** yyyy-MM-dd */
  start_date: z.string(),
  end_date: z.string(),
  days: rowCount,
});
export type DashboardLeave = z.infer<typeof dashboardLeaveSchema>;

export const hrmDashboardSchema = z.object({
  /** The company's day (yyyy-MM-dd) and leave year the figures are for. */
  today: z.string(),
  year: z.number().int(),
  on_leave_today: z.object({ count: rowCount, people: z.array(dashboardLeaveSchema) }),
  /** Requests starting in the year, by status as read (ADR 23: approved reads scheduled or taken). */
  requests_by_status: z.object({
    pending: rowCount,
    scheduled: rowCount,
    taken: rowCount,
    rejected: rowCount,
    cancelled: rowCount,
  }),
  /** Approved leave starting after today, within HRM_DASHBOARD_UPCOMING_DAYS days. */
  upcoming_leave: z.object({ count: rowCount, people: z.array(dashboardLeaveSchema) }),
  /** Working days of approved requests (scheduled or taken) per leave type in the year. */
  usage_by_type: z.array(z.object({ leave_type_id: rowId, leave_name: z.string(), days_taken: rowCount })),
  pending_exemptions: rowCount,
});
export type HrmDashboard = z.infer<typeof hrmDashboardSchema>;
