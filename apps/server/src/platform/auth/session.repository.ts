import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SessionBranch, SessionUser } from '@clockroom/contracts';
import {
  DEFAULT_LANGUAGE,
  MODULE_NAMES,
  isAdmin,
  isLanguage,
  type Language,
  type PackageModule,
} from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { employeeOfUser, ofEmployeeCompany } from '../db/employee-joins.ts';
import { sameCompanyRow } from '../db/company-joins.ts';
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
  /** The company's session_version: cached session users are valid only while it is unchanged. */
  sessionVersion: number;
}

export async function findAccessToken(
  tx: Tx,
  companyId: number,
  accessHash: string,
): Promise<TokenRow | undefined> {
  const [row] = await tx
    .select({
      id: oauthTokens.id,
      userId: oauthTokens.userId,
      accessExpiresAt: oauthTokens.accessExpiresAt,
      revokedAt: oauthTokens.revokedAt,
      sessionVersion: companies.sessionVersion,
    })
    .from(oauthTokens)
    .innerJoin(companies, eq(companies.id, oauthTokens.companyId))
    .where(and(eq(oauthTokens.companyId, companyId), eq(oauthTokens.accessHash, accessHash)))
    .limit(1);
  return row;
}

/**
 * The token lookup as plain SQL, so the route guard can send it in the transaction's opening round
 * trip. The company (from the token) and the hash are inlined: an integer, and our own sha256 hex
 * digest, each checked here to be exactly that.
 */
export function accessTokenLookupSql(companyId: number, accessHash: string): string {
  if (!Number.isSafeInteger(companyId)) throw new Error('not a company id');
  if (!/^[0-9a-f]{64}$/.test(accessHash)) throw new Error('not a sha256 hex digest');
  return `SELECT t.id, t.user_id, t.access_expires_at, t.revoked_at, c.session_version
    FROM oauth_tokens t JOIN companies c ON c.id = t.company_id
    WHERE t.company_id = ${companyId} AND t.access_hash = '${accessHash}' LIMIT 1`;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Maps a row of accessTokenLookupSql (drivers return bigints as strings, dates as Date or text). */
export function tokenRowFrom(rows: Record<string, unknown>[]): TokenRow | undefined {
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    accessExpiresAt: toDate(r.access_expires_at),
    revokedAt: r.revoked_at === null || r.revoked_at === undefined ? null : toDate(r.revoked_at),
    sessionVersion: Number(r.session_version),
  };
}

/** The columns' check constraints hold them to LANGUAGES; this tells the compiler so. */
const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const branchColumns = { id: branches.id, station_name: branches.stationName, is_hq: branches.isHq };

/** Builds the session user of spec 1 §3 for a user of the current tenant. */
export async function loadSessionUser(
  tx: Tx,
  companyId: number,
  userId: number,
): Promise<SessionUser | undefined> {
  const [row] = await tx
    .select({
      user: {
        id: users.id,
        email: users.email,
        isActive: users.isActive,
        mustChangePassword: users.mustChangePassword,
        language: users.language,
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
        language: companies.language,
      },
    })
    .from(users)
    .innerJoin(employees, employeeOfUser)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(branches, ofEmployeeCompany(branches, employees.branchId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  if (!row || !row.user.isActive || row.employee.archivedAt !== null || row.employee.status !== 1)
    return undefined;

  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)))
    .orderBy(roles.id);
  const permissionRows = await tx
    .selectDistinct({ slug: permissions.slug })
    .from(userRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.companyId, userRoles.companyId), eq(rolePermissions.roleId, userRoles.roleId)),
    )
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  const moduleRows = await tx
    .select({ module: companyModules.module, expiresAt: companyModules.expiresAt })
    .from(companyModules)
    .where(
      and(
        eq(companyModules.companyId, companyId),
        or(isNull(companyModules.expiresAt), gt(companyModules.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(companyModules.id);
  const permissionSlugs = permissionRows.map((p) => p.slug).sort();
  const isOwner = row.company.head_station_id === row.employee.id;
  const managesAll = isOwner || (isAdmin({ permissions: permissionSlugs }) && row.branch?.is_hq === true);
  const managingBranches: SessionBranch[] = managesAll
    ? await tx
        .select(branchColumns)
        .from(branches)
        .where(eq(branches.companyId, companyId))
        .orderBy(branches.stationName)
    : await tx
        .select(branchColumns)
        .from(branchManagers)
        .innerJoin(branches, sameCompanyRow(branches, branchManagers, branchManagers.branchId))
        .where(and(eq(branchManagers.companyId, companyId), eq(branchManagers.employeeId, row.employee.id)))
        .orderBy(branches.stationName);

  return {
    id: row.user.id,
    email: row.user.email,
    first_name: row.employee.firstName,
    last_name: row.employee.lastName,
    must_change_password: row.user.mustChangePassword,
    profile_completed: row.employee.profileCompleted,
    language: languageOf(row.user.language ?? row.company.language),
    employee: {
      id: row.employee.id,
      first_name: row.employee.firstName,
      last_name: row.employee.lastName,
      picture: row.employee.picture,
      branch: row.branch?.id == null ? null : (row.branch as SessionBranch),
      company: { ...row.company, language: languageOf(row.company.language) },
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
