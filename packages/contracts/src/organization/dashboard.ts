/** GET /organization/dashboard: the organisation overview at /admin/organization/dashboard. */
import { z } from 'zod';

/** How many active employees share one value (a branch, a department, a type, a gender). */
export const headcountSliceSchema = z.object({
  /** The id of the branch, department or type; null for employees without one (and for genders). */
  id: z.number().nullable(),
  /** The name; null when the employees have none (the screen shows "Not set"). */
  name: z.string().nullable(),
  count: z.number().int(),
});
export type HeadcountSlice = z.infer<typeof headcountSliceSchema>;

export const dashboardPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  picture: z.string().nullable(),
  branch: z.string().nullable(),
  /** yyyy-MM-dd: appointment or exit day for movements, the coming celebration day otherwise. */
  date: z.string(),
  /** Completed years on that day (work anniversaries only). */
  years: z.number().int().optional(),
});
export type DashboardPerson = z.infer<typeof dashboardPersonSchema>;

const movementSchema = z.object({ count: z.number().int(), people: z.array(dashboardPersonSchema) });

export const organizationDashboardSchema = z.object({
  /** The company's local day (yyyy-MM-dd) the figures are for. */
  today: z.string(),
  totals: z.object({ active: z.number().int(), inactive: z.number().int(), archived: z.number().int() }),
  headcount: z.object({
    by_branch: z.array(headcountSliceSchema),
    by_department: z.array(headcountSliceSchema),
    by_employee_type: z.array(headcountSliceSchema),
    by_gender: z.array(headcountSliceSchema),
  }),
  /** This calendar month, in the company's timezone. */
  new_joiners: movementSchema,
  exits: movementSchema,
  /** Today and the next 30 days. */
  upcoming_birthdays: z.array(dashboardPersonSchema),
  upcoming_anniversaries: z.array(dashboardPersonSchema),
});
export type OrganizationDashboard = z.infer<typeof organizationDashboardSchema>;

/** Days ahead the celebrations look, and how many people each list shows at most. */
export const DASHBOARD_UPCOMING_DAYS = 30;
export const DASHBOARD_LIST_LIMIT = 20;

export const DASHBOARD_MESSAGES = {
  loaded: 'Organisation dashboard retrieved successfully',
} as const;
