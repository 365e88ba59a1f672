import { sql } from 'drizzle-orm';

/** Employees as the allowance screens name them. */

/** The name, pin, department and branch columns of `e` (employees), for a SELECT. */
export const personColumns = sql`concat_ws(' ', e.first_name, e.last_name) AS name, e.pin,
  d.department_name AS department, b.station_name AS branch`;

/** Joins the department and branch of `e`. */
export const personJoins = sql`
  LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
  LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id`;

export type PersonRow = {
  name: string;
  pin: string | null;
  department: string | null;
  branch: string | null;
};
