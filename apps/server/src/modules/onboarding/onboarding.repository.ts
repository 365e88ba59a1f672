import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { withEmployeeRecords } from '../../platform/db/employee-joins.ts';
import {
  branches,
  companies,
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employeeTypes,
  employees,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { updateCompanyRow } from '../../platform/db/rows.ts';

/** The employee with every lookup the onboarding form shows, or undefined (unknown or archived). */
export async function findProfile(tx: Tx, companyId: number, id: number) {
  const [row] = await withEmployeeRecords(
    tx
      .select({
        e: employees,
        branch: { id: branches.id, station_name: branches.stationName },
        department: { id: departments.id, department_name: departments.departmentName },
        type: { id: employeeTypes.id, type_name: employeeTypes.name },
        category: { id: employeeCategories.id, category_name: employeeCategories.name },
        designation: { id: employeeDesignations.id, designation_name: employeeDesignations.name },
        grade: { id: employeeGrades.id, grade_name: employeeGrades.name },
        companyName: companies.companyName,
      })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .$dynamic(),
  )
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, id), sql`${employees.archivedAt} IS NULL`),
    )
    .limit(1);
  return row;
}

/** The roles held through the employee's login (none without a login). */
export async function rolesOfEmployee(tx: Tx, companyId: number, employeeId: number) {
  return tx
    .select({ id: roles.id, name: roles.name })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.companyId, users.companyId), eq(userRoles.userId, users.id)))
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId)))
    .orderBy(roles.id);
}

/** Whether another employee or another employee's login uses this email. */
export async function emailUsedByOther(
  tx: Tx,
  companyId: number,
  email: string,
  employeeId: number,
): Promise<boolean> {
  const lower = email.toLowerCase();
  const [e] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`lower(${employees.email}) = ${lower}`,
        ne(employees.id, employeeId),
      ),
    )
    .limit(1);
  if (e) return true;
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        sql`lower(${users.email}) = ${lower}`,
        ne(users.employeeId, employeeId),
      ),
    )
    .limit(1);
  return u !== undefined;
}

export type ProfileChanges = Partial<typeof employees.$inferInsert>;

export async function updateEmployee(
  tx: Tx,
  companyId: number,
  id: number,
  changes: ProfileChanges,
): Promise<void> {
  await updateCompanyRow(tx, employees, companyId, id, { ...changes, updatedAt: new Date() });
}

/** Keeps the sign-in email in step with the employee's email. */
export async function updateLoginEmail(
  tx: Tx,
  companyId: number,
  employeeId: number,
  email: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ email, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId)));
}
