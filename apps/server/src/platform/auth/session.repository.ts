import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SessionBranch, SessionUser } from '@clockroom/contracts';
import { MODULE_NAMES, isAdmin, type PackageModule } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import {
  branches,
  branchManagers,
  companies,
  companyModules,
  employees,
  oauthTokens,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';

export interface TokenRow {
  id: number;
  userId: number;
  accessExpiresAt: Date;
  revokedAt: Date | null;
}

export async function findAccessToken(tx: Tx, accessHash: string): Promise<TokenRow | undefined> {
  const [row] = await tx
    .select({
      id: oauthTokens.id,
      userId: oauthTokens.userId,
      accessExpiresAt: oauthTokens.accessExpiresAt,
      revokedAt: oauthTokens.revokedAt,
    })
    .from(oauthTokens)
    .where(eq(oauthTokens.accessHash, accessHash))
    .limit(1);
  return row;
}

const branchColumns = { id: branches.id, station_name: branches.stationName, is_hq: branches.isHq };

/** Builds the session user of spec 1 §3 for a user of the current tenant. */
export async function loadSessionUser(tx: Tx, userId: number): Promise<SessionUser | undefined> {
  const [row] = await tx
    .select({
      user: {
        id: users.id,
        email: users.email,
        isActive: users.isActive,
        mustChangePassword: users.mustChangePassword,
      },
      employee: {
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        picture: employees.picture,
        profileCompleted: employees.profileCompleted,
        status: employees.status,
        archivedAt: employees.archivedAt,
      },
      branch: { id: branches.id, station_name: branches.stationName, is_hq: branches.isHq },
      company: {
        id: companies.id,
        company_name: companies.companyName,
        slug: companies.slug,
        company_logo: companies.companyLogo,
        currency: companies.currency,
        account_type: companies.accountType,
        head_station_id: companies.headStationId,
        timezone: companies.timezone,
      },
    })
    .from(users)
    .innerJoin(employees, and(eq(employees.companyId, users.companyId), eq(employees.id, users.employeeId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !row.user.isActive || row.employee.archivedAt !== null || row.employee.status !== 1)
    return undefined;

  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  const permissionRows = await tx
    .selectDistinct({ slug: permissions.slug })
    .from(userRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.companyId, userRoles.companyId), eq(rolePermissions.roleId, userRoles.roleId)),
    )
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const moduleRows = await tx
    .select({ module: companyModules.module, expiresAt: companyModules.expiresAt })
    .from(companyModules)
    .where(or(isNull(companyModules.expiresAt), gt(companyModules.expiresAt, sql`now()`)))
    .orderBy(companyModules.id);
  const permissionSlugs = permissionRows.map((p) => p.slug).sort();
  const isOwner = row.company.head_station_id === row.employee.id;
  const managesAll = isOwner || (isAdmin({ permissions: permissionSlugs }) && row.branch?.is_hq === true);
  const managingBranches: SessionBranch[] = managesAll
    ? await tx.select(branchColumns).from(branches).orderBy(branches.stationName)
    : await tx
        .select(branchColumns)
        .from(branchManagers)
        .innerJoin(
          branches,
          and(eq(branches.companyId, branchManagers.companyId), eq(branches.id, branchManagers.branchId)),
        )
        .where(eq(branchManagers.employeeId, row.employee.id))
        .orderBy(branches.stationName);

  return {
    id: row.user.id,
    email: row.user.email,
    first_name: row.employee.firstName,
    last_name: row.employee.lastName,
    must_change_password: row.user.mustChangePassword,
    profile_completed: row.employee.profileCompleted,
    employee: {
      id: row.employee.id,
      first_name: row.employee.firstName,
      last_name: row.employee.lastName,
      picture: row.employee.picture,
      branch: row.branch?.id == null ? null : (row.branch as SessionBranch),
      company: row.company,
    },
    managingBranches,
    packageModules: moduleRows.map((m) => ({
      module: m.module,
      name: MODULE_NAMES[m.module as PackageModule] ?? m.module,
      expires_at: m.expiresAt ? m.expiresAt.toISOString() : null,
    })),
    roles: roleRows,
    permissions: permissionSlugs,
  };
}
