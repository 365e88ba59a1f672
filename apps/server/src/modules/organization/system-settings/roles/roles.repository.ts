import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../../platform/db/database.ts';
import {
  companies,
  employees,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../../../db/schema/index.ts';
import { searchedInCompany, selectedPage, selectedRow } from '../../../../platform/db/paging.ts';
import { deleteCompanyRows, insertCompanyRow, updateCompanyRow } from '../../../../platform/db/rows.ts';
import { childCount } from '../../../../platform/db/related-rows.ts';
import { employeeName, employeeOfUser } from '../../../../platform/db/employee-joins.ts';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  slug: roles.slug,
  is_system: roles.isSystem,
  members_count: childCount(userRoles, userRoles.roleId, roles),
  permissions_count: childCount(rolePermissions, rolePermissions.roleId, roles),
};

export async function listRoles(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = searchedInCompany(roles, companyId, roles.name, search);
  const list = { columns: roleColumns, from: roles, where, order: [asc(roles.id)] };
  return selectedPage(tx, list, { limit, offset });
}

export async function findRole(tx: Tx, companyId: number, id: number) {
  return selectedRow(tx, { columns: roleColumns, from: roles }, companyId, id);
}

export async function rolePermissionIds(tx: Tx, companyId: number, roleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)))
    .orderBy(rolePermissions.permissionId);
  return rows.map((r) => r.id);
}

export async function rolePermissionSlugs(tx: Tx, companyId: number, roleId: number): Promise<string[]> {
  const rows = await tx
    .select({ slug: permissions.slug })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
  return rows.map((r) => r.slug);
}

export async function slugTaken(tx: Tx, companyId: number, slug: string): Promise<boolean> {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(tx: Tx, companyId: number, name: string, slug: string): Promise<number> {
  return insertCompanyRow(tx, roles, companyId, { name, slug }, 'the new role');
}

export async function renameRole(tx: Tx, companyId: number, id: number, name: string): Promise<void> {
  await updateCompanyRow(tx, roles, companyId, id, { name, updatedAt: sql`now()` });
}

export async function deleteRole(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, id)));
}

/** The catalogue rows among the ids, with their slugs (unknown ids are simply missing). */
export async function permissionsByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: permissions.id, slug: permissions.slug })
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
}

export async function replaceRolePermissions(
  tx: Tx,
  companyId: number,
  roleId: number,
  permissionIds: readonly number[],
): Promise<void> {
  await deleteCompanyRows(tx, rolePermissions, companyId, eq(rolePermissions.roleId, roleId));
  if (permissionIds.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(permissionIds.map((permissionId) => ({ companyId, roleId, permissionId })));
}

export async function removeRolePermissions(
  tx: Tx,
  companyId: number,
  roleId: number,
  permissionIds: readonly number[],
) {
  await deleteCompanyRows(
    tx,
    rolePermissions,
    companyId,
    eq(rolePermissions.roleId, roleId),
    inArray(rolePermissions.permissionId, [...permissionIds]),
  );
}

export async function allPermissions(tx: Tx) {
  return tx
    .select({ id: permissions.id, slug: permissions.slug, module: permissions.module })
    .from(permissions)
    .orderBy(permissions.id);
}

export async function listRolePermissions(
  tx: Tx,
  companyId: number,
  roleId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(rolePermissions.companyId, companyId),
    eq(rolePermissions.roleId, roleId),
    search ? or(ilike(permissions.slug, `%${search}%`), ilike(permissions.module, `%${search}%`)) : undefined,
  );
  const columns = { id: permissions.id, slug: permissions.slug, module: permissions.module };
  const join = (query: PgSelect) =>
    query.innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
  const list = { columns, from: rolePermissions, join, where, order: [permissions.id] };
  return selectedPage(tx, list, { limit, offset });
}

export async function listMembers(
  tx: Tx,
  companyId: number,
  roleId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = `%${search ?? ''}%`;
  const where = and(
    eq(userRoles.companyId, companyId),
    eq(userRoles.roleId, roleId),
    search
      ? or(ilike(employeeName, like), ilike(employees.email, like), ilike(employees.pin, like))
      : undefined,
  );
  const columns = {
    id: employees.id,
    user_id: users.id,
    name: employeeName,
    email: users.email,
    pin: employees.pin,
  };
  const join = (query: PgSelect) =>
    query
      .innerJoin(users, and(eq(users.companyId, userRoles.companyId), eq(users.id, userRoles.userId)))
      .innerJoin(employees, employeeOfUser);
  const order = [employees.lastName, employees.firstName, employees.id];
  return selectedPage(tx, { columns, from: userRoles, join, where, order }, { limit, offset });
}

/** The company's employees among the ids, with their user account when they have one. */
export async function employeesWithUsers(tx: Tx, companyId: number, employeeIds: readonly number[]) {
  return tx
    .select({ employeeId: employees.id, userId: users.id, name: employeeName })
    .from(employees)
    .leftJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
}

export async function usersByIds(tx: Tx, companyId: number, userIds: readonly number[]) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      isActive: users.isActive,
      employeeId: users.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .innerJoin(employees, employeeOfUser)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
}

export async function userOfEmployee(tx: Tx, companyId: number, employeeId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId)))
    .limit(1);
  return row?.id;
}

export async function addMembers(tx: Tx, companyId: number, roleId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ companyId, userId, roleId })))
    .onConflictDoNothing();
}

export async function removeMembers(tx: Tx, companyId: number, roleId: number, userIds: readonly number[]) {
  await deleteCompanyRows(
    tx,
    userRoles,
    companyId,
    eq(userRoles.roleId, roleId),
    inArray(userRoles.userId, [...userIds]),
  );
}

/** companies.head_station_id: the owner's employee id (spec 1 §6). */
export async function ownerEmployeeId(tx: Tx, companyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: companies.headStationId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.id ?? null;
}

export type RoleRecord = NonNullable<Awaited<ReturnType<typeof findRole>>>;
