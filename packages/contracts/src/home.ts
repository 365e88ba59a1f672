import { z } from 'zod';
import { pagingQuerySchema } from './platform/envelope.ts';
import { homePayslipSchema } from './payroll/payslips/payslips.ts';

/**
 * GET /home/admin and /home/ess (spec 2 "Home dashboard response"), filled with what the modules built
 * so far know; the parts that later modules own (leaves, payslip, approvals) join this schema with them.
 */
export const homeCelebrantSchema = z.object({
  id: z.number(),
  employee_name: z.string(),
  employee_initials: z.string(),
  picture: z.string().nullable(),
  /** yyyy-MM-dd: the coming birthday or anniversary, or the day of joining or leaving. */
  date: z.string(),
});
export type HomeCelebrant = z.infer<typeof homeCelebrantSchema>;

/** Birthdays and work anniversaries: `years` is the age or the years of service reached on `date`. */
export const homeAnniversarySchema = homeCelebrantSchema.extend({ years: z.number() });
export type HomeAnniversary = z.infer<typeof homeAnniversarySchema>;

export const homeProfileSchema = z.object({
  employee_name: z.string(),
  employee_initials: z.string(),
  picture: z.string().nullable(),
  attendanceStatistics: z.object({
    /** The first punch of the company's today, `HH:MM:SS`; '00:00:00' when there is none yet. */
    clockin: z.string(),
    /** The viewer's shift plan gives no shift today (the shift's work days, or a roster day off). */
    day_off: z.boolean(),
    /** Today's public holiday, or null. */
    public_holiday: z.string().nullable(),
    /** The viewer is on approved leave today. */
    on_leave: z.boolean(),
    /**
     * When the viewer's next shift starts after today, skipping public holidays and approved leave:
     * the company's local date and time, `yyyy-MM-ddTHH:mm`; null when none is planned.
     */
    next_shift_start: z.string().nullable(),
  }),
});
export type HomeProfile = z.infer<typeof homeProfileSchema>;

export const nextHolidaySchema = z.object({
  name: z.string(),
  date: z.string(),
  readable_date: z.string(),
});
export type NextHoliday = z.infer<typeof nextHolidaySchema>;

/** Leave item (spec 2 §3): the viewer's balance of one leave type this leave year. */
export const homeLeaveSchema = z.object({
  id: z.number(),
  leave_name: z.string(),
  applicable_days: z.number(),
  days_taken: z.number(),
  remaining_days: z.number(),
});
export type HomeLeave = z.infer<typeof homeLeaveSchema>;

/** Exemption item (spec 2 §3). */
export const homeExemptionSchema = z.object({
  id: z.number(),
  date: z.string(),
  exemption_reason: z.string(),
});
export type HomeExemption = z.infer<typeof homeExemptionSchema>;

/** HR's cards: leave, exemptions, pending approvals and who is on leave today. */
export const hrmHomeCardsSchema = z.object({
  leaves: z.array(homeLeaveSchema),
  /** At most 3 (spec 2 §9). */
  exemptions: z.array(homeExemptionSchema),
  pending_leave_approvals_count: z.object({ leave_pending: z.number(), number_of_employees: z.number() }),
  pending_loan_approvals_count: z.object({ loan_pending: z.number(), number_of_employees: z.number() }),
  pending_exemption_approvals_count: z.object({
    exemption_pending: z.number(),
    number_of_employees: z.number(),
  }),
  /** On approved leave today; `date` is the last day of the leave. */
  employees_on_leave: z.array(homeCelebrantSchema),
});
export type HrmHomeCards = z.infer<typeof hrmHomeCardsSchema>;

export const homeDashboardSchema = hrmHomeCardsSchema.extend({
  readable_date: z.string(),
  day: z.string(),
  profile: homeProfileSchema,
  employees_count: z.object({ total: z.number(), active: z.number() }),
  birthdays: z.array(homeAnniversarySchema),
  work_anniversaries: z.array(homeAnniversarySchema),
  new_joiners: z.array(homeCelebrantSchema),
  employee_exits: z.array(homeCelebrantSchema),
  /** Null when no public holiday is coming. */
  next_public_holiday: nextHolidaySchema.nullable(),
  /** The viewer's latest payslip (payroll, ADR 46); null when they have none. */
  payslip: homePayslipSchema.nullable(),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

/** One line of GET /home/activity-logs. */
export const activityLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  description: z.string(),
  actor_name: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.iso.datetime(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

/** GET /home/activity-logs: a page of the log; `me` narrows it to the caller's own actions. */
export const activityLogQuerySchema = pagingQuerySchema.extend({
  scope: z.enum(['company', 'me']).optional(),
});
