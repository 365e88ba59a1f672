import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { roles, userRoles, users } from '../../../db/schema/index.ts';
import { updateCompanyRow } from '../../../platform/db/rows.ts';

/** The sign-in account of an employee, if any (users_employee_key makes it at most one). */
export async function findUserOfEmployee(tx: Tx, companyId: number, employeeId: number) {
  const [u] = await tx
    .select({ id: users.id, email: users.email, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId)))
    .limit(1);
  return u;
}

export async function usersOfEmployees(tx: Tx, companyId: number, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return tx
    .select({ id: users.id, employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.employeeId, employeeIds)));
}

export async function updateUser(
  tx: Tx,
  companyId: number,
  id: number,
  patch: Partial<Pick<typeof users.$inferInsert, 'email' | 'isActive'>>,
): Promise<void> {
  await updateCompanyRow(tx, users, companyId, id, { ...patch, updatedAt: new Date() });
}

/** Blocks or restores sign-in for many employees' accounts at once (status change, archive). */
export async function setUsersActive(
  tx: Tx,
  companyId: number,
  employeeIds: number[],
  active: boolean,
): Promise<void> {
  if (employeeIds.length === 0) return;
  await tx
    .update(users)
    .set({ isActive: active, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), inArray(users.employeeId, employeeIds)));
}

export async function rolesOfUser(tx: Tx, companyId: number, userId: number) {
  return tx
    .select({ id: roles.id, name: roles.name, slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)))
    .orderBy(roles.name);
}

/** The ids among `ids` that are roles of the company. */
export async function existingRoleIds(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)));
  return r.map((x) => x.id);
}

export async function clearUserRoles(tx: Tx, companyId: number, userId: number): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
}
