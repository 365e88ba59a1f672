import { sql } from 'drizzle-orm';

/**
 * How the assignment lists (allowances, overtime rates and rules, pay packages) name an employee
 * `e`: the name, pin, department and branch columns, the joins they need and the widget's row.
 */

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

/** An assignment widget's row: the employee's id, and the name under both keys the screens read. */
export const assigneeOf = (row: PersonRow & { id: string | number | bigint }) => ({
  id: Number(row.id),
  name: row.name,
  employee_name: row.name,
  pin: row.pin,
  department: row.department,
  branch: row.branch,
});
