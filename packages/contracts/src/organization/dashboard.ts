/** GET /organization/dashboard: the organisation overview at /admin/organization/dashboard. */

/** How many active employees share one value (a branch, a department, a type, a gender). */
export interface HeadcountSlice {
  /** The id of the branch, department or type; null for employees without one (and for genders). */
  id: number | null;
  /** The name; null when the employees have none (the screen shows "Not set"). */
  name: string | null;
  count: number;
}

export interface DashboardPerson {
  id: number;
  name: string;
  picture: string | null;
  branch: string | null;
  /** yyyy-MM-dd: appointment or exit day for movements, the coming celebration day otherwise. */
  date: string;
  /** Completed years on that day (work anniversaries only). */
  years?: number;
}

export interface OrganizationDashboard {
  /** The company's local day (yyyy-MM-dd) the figures are for. */
  today: string;
  totals: { active: number; inactive: number; archived: number };
  headcount: {
    by_branch: HeadcountSlice[];
    by_department: HeadcountSlice[];
    by_employee_type: HeadcountSlice[];
    by_gender: HeadcountSlice[];
  };
  /** This calendar month, in the company's timezone. */
  new_joiners: { count: number; people: DashboardPerson[] };
  exits: { count: number; people: DashboardPerson[] };
  /** Today and the next 30 days. */
  upcoming_birthdays: DashboardPerson[];
  upcoming_anniversaries: DashboardPerson[];
}

/** Days ahead the celebrations look, and how many people each list shows at most. */
export const DASHBOARD_UPCOMING_DAYS = 30;
export const DASHBOARD_LIST_LIMIT = 20;

export const DASHBOARD_MESSAGES = {
  loaded: 'Organisation dashboard retrieved successfully',
} as const;
