import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import {
  branches,
  companies,
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employees,
  employeeTypes,
  teams,
} from '../../../db/schema/index.ts';

/** What an employee's profile refers to, checked before it is saved: unique pin and email, the company's own records (the shared lists: reference-data.repository.ts). */
/** Whether a new employee has NHF deducted when the form does not say (issue 19). */
export async function companyNhfDefault(tx: Tx, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ nhf: companies.nhfDefault })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.nhf ?? true;
}

/** Whether an employee of the company other than `exceptId` matches `match` (a pin, an email). */
async function takenByAnother(tx: Tx, companyId: number, match: SQL, exceptId?: number): Promise<boolean> {
  const c = [eq(employees.companyId, companyId), match];
  if (exceptId !== undefined) c.push(ne(employees.id, exceptId));
  const r = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(...c))
    .limit(1);
  return r.length > 0;
}

export const pinTaken = (tx: Tx, companyId: number, pin: string, exceptId?: number) =>
  takenByAnother(tx, companyId, eq(employees.pin, pin), exceptId);

/** Emails compare case-insensitively. */
export const emailTaken = (tx: Tx, companyId: number, email: string, exceptId?: number) =>
  takenByAnother(tx, companyId, eq(sql`lower(${employees.email})`, email.toLowerCase()), exceptId);

const companyLookups = {
  branch_id: branches,
  department_id: departments,
  team_id: teams,
  employee_type_id: employeeTypes,
  employee_grade_id: employeeGrades,
  employee_category_id: employeeCategories,
  employee_designation_id: employeeDesignations,
} as const;
export type CompanyLookupField = keyof typeof companyLookups;

/** Whether a record of the company exists (one of its branches, departments, grades...). */
export async function companyRecordExists(
  tx: Tx,
  companyId: number,
  field: CompanyLookupField,
  id: number,
): Promise<boolean> {
  const table = companyLookups[field];
  const r = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .limit(1);
  return r.length > 0;
}

/**
 * The next free numeric pin, for an employee created without one. Two creations at once would read
 * the same max and the second would fail on employees_pin_key for a pin nobody typed, so the
 * company's automatic pins are taken one transaction at a time (a lock held until commit). A pin
 * someone typed needs no lock: the unique index answers a clash with the field's 422.
 */
export async function nextPin(tx: Tx, companyId: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('employees.next_pin'), ${companyId}::int)`);
  const r = await tx.execute<{ next: string }>(
    sql`SELECT (coalesce(max(pin::bigint), 0) + 1)::text AS next FROM employees
      WHERE company_id = ${companyId} AND pin ~ '^[0-9]{1,15}$'`,
  );
  return r.rows[0]?.next ?? '1';
}
