import { z } from 'zod';
import { rowCount, rowId } from '../platform/fields.ts';

/**
 * GET /attendance/dashboard: the attendance overview at /admin/attendance/dashboard (issue 10 §6;
 * spec 3 names the screen, not its content). Over the branches the viewer sees (the header's
 * branch, or every branch they manage), by the company's today. What each count means: ADR 29.
 */
export const ATTENDANCE_DASHBOARD_MESSAGES = {
  loaded: 'Attendance dashboard retrieved successfully',
} as const;

/** How many days the trend covers, today included. */
export const ATTENDANCE_TREND_DAYS = 30;
/** How many offline devices the list shows at most (the count says how many there are). */
export const ATTENDANCE_DASHBOARD_DEVICE_LIMIT = 20;

/** Today's figures, each a number of employees. */
export const attendanceTodaySchema = z.object({
  /** A work day today: a scheduled shift, not a holiday, not on approved leave, not exempted. */
  expected: rowCount,
  /** At least one punch today (the Simple report's rows). */
  present: rowCount,
  /** Clocked in after start + grace on a work day (the Lateness report's rows). */
  late: rowCount,
  /** A work day with no punch whose window (shift end + 4 h) has closed (the Absentee report's rows). */
  absent: rowCount,
  /** Approved leave covering today. */
  on_leave: rowCount,
  /** Clocked in, no clock-out, and the shift's end has passed. */
  not_clocked_out: rowCount,
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

export const attendanceTrendDaySchema = z.object({
  /** yyyy-MM-dd */
  date: z.string(),
  present: rowCount,
  late: rowCount,
  absent: rowCount,
});
export type AttendanceTrendDay = z.infer<typeof attendanceTrendDaySchema>;

/** A device that has not called in within DEVICE_ONLINE_MINUTES (or never has). */
export const offlineDeviceSchema = z.object({
  id: rowId,
  name: z.string(),
  serial_number: z.string(),
  branch_name: z.string().nullable(),
  /** ISO instant; null when the device never called. */
  last_contact_at: z.string().nullable(),
});
export type OfflineDevice = z.infer<typeof offlineDeviceSchema>;

export const attendanceDashboardSchema = z.object({
  /** The company's day (yyyy-MM-dd) the figures are for. */
  today: z.string(),
  counts: attendanceTodaySchema,
  /** The last ATTENDANCE_TREND_DAYS days, oldest first, today last; every day present. */
  trend: z.array(attendanceTrendDaySchema),
  devices: z.object({
    total: rowCount,
    online: rowCount,
    offline: rowCount,
    /** The longest-silent first, at most ATTENDANCE_DASHBOARD_DEVICE_LIMIT. */
    offline_devices: z.array(offlineDeviceSchema),
  }),
});
export type AttendanceDashboard = z.infer<typeof attendanceDashboardSchema>;
