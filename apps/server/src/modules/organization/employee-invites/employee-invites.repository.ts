import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
import { branches, departments, employees, roles, userRoles, users } from '../../../db/schema/index.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { withDepartmentAndBranch } from '../../../platform/db/employee-joins.ts';
import { provisioningRepository } from '../../auth/index.ts';
import { updateCompanyRow } from '../../../platform/db/rows.ts';

export interface EmployeeByEmail {
  id: number;
  firstName: string;
  archived: boolean;
  invitedAt: Date | null;
  userId: number | null;
  userActive: boolean | null;
}

export async function findEmployeeByEmail(
  tx: Tx,
  companyId: number,
  email: string,
): Promise<EmployeeByEmail | undefined> {
  const [row] = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      archivedAt: employees.archivedAt,
      invitedAt: employees.invitedAt,
      userId: users.id,
      userActive: users.isActive,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(and(eq(employees.companyId, companyId), sql`lower(${employees.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row && { ...row, archived: row.archivedAt !== null };
}

export async function userEmailExists(tx: Tx, companyId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

export const branchExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, branches, companyId, id);

export const departmentExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, departments, companyId, id);

/** The ids among `ids` that are roles of the current company. */
export async function existingRoleIds(tx: Tx, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function roleIdBySlug(tx: Tx, companyId: number, slug: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.slug, slug)))
    .limit(1);
  return row?.id ?? null;
}

/** An invited employee and their user are inserted as sign-up inserts the owner's. */
export const { insertEmployee: insertInvitedEmployee, insertUser } = provisioningRepository;

export async function markInvited(
  tx: Tx,
  companyId: number,
  employeeId: number,
  loginAccess: boolean,
): Promise<void> {
  await updateCompanyRow(tx, employees, companyId, employeeId, {
    invitedAt: new Date(),
    loginAccess,
    updatedAt: new Date(),
  });
}

export async function setTemporaryPassword(
  tx: Tx,
  companyId: number,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await updateCompanyRow(tx, users, companyId, userId, {
    passwordHash,
    mustChangePassword: true,
    updatedAt: new Date(),
  });
}

export async function replaceRoles(
  tx: Tx,
  companyId: number,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  if (roleIds.length)
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ companyId, userId, roleId })));
}

const pendingWhere = (companyId: number) =>
  and(
    eq(employees.companyId, companyId),
    isNotNull(employees.invitedAt),
    eq(users.isActive, false),
    isNull(employees.archivedAt),
  );

/** Invited employees whose account is not activated yet, newest invitation first. */
export async function listPending(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = search
    ? and(
        pendingWhere(companyId),
        or(
          ilike(employees.firstName, `%${search}%`),
          ilike(employees.lastName, `%${search}%`),
          ilike(employees.email, `%${search}%`),
        ),
      )
    : pendingWhere(companyId);
  const base = withDepartmentAndBranch(
    tx
      .select({
        id: employees.id,
        first_name: employees.firstName,
        last_name: employees.lastName,
        email: employees.email,
        invitedAt: employees.invitedAt,
        branch: { id: branches.id, station_name: branches.stationName },
        department: { id: departments.id, department_name: departments.departmentName },
      })
      .from(employees)
      .innerJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
      .$dynamic(),
  ).where(where);
  const rows = await base
    .orderBy(desc(employees.invitedAt), desc(employees.id))
    .limit(pageBound(limit))
    .offset(pageBound(offset));
  const [total] = await tx
    .select({ n: count() })
    .from(employees)
    .innerJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface PendingInviteRow {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string;
  userId: number;
  userActive: boolean;
  invitedAt: Date | null;
  roleIds: number[];
}

/** An invited employee with their user (for a resend), or undefined when the id is unknown here. */
export async function findInvite(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<PendingInviteRow | undefined> {
  const [row] = await tx
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: users.email,
      userId: users.id,
      userActive: users.isActive,
      invitedAt: employees.invitedAt,
    })
    .from(employees)
    .innerJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), isNull(employees.archivedAt)),
    )
    .limit(1);
  if (!row) return undefined;
  const r = await tx
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, row.userId)));
  return { ...row, roleIds: r.map((x) => x.id) };
}
