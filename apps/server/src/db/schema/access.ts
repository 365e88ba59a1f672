import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeTo, companyId, createdAt, instant, ref, tenantTable, timestamps } from './columns.ts';
import { linkTable } from './link-tables.ts';
import { companyCascade, employeeCascade } from './named-keys.ts';

/** Shared permission catalogue, synchronised from packages/contracts at start-up. */
export const permissions = pgTable('permissions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  module: text('module').notNull(),
});

export const users = tenantTable(
  'users',
  {
    employeeId: ref('employee_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
    lastLoginAt: instant('last_login_at'),
    /** Whether notifications also come by mail; the in-app bell always gets them. */
    notifyByMail: boolean('notify_by_mail').notNull().default(true),
    /** The language the user chose (ADR 32); null follows the company's. */
    language: text('language'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('users_employee_key').on(t.companyId, t.employeeId),
    check('users_language_check', sql`${t.language} IN ('en', 'fr')`),
    companyCascade(t),
    employeeCascade(t),
  ],
);

export const roles = tenantTable(
  'roles',
  {
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('roles_slug_key').on(t.companyId, t.slug),
    // Case-insensitive, so "HR Admin" and "hr admin" cannot both exist (answered as a 422, ADR 18).
    uniqueIndex('roles_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyCascade(t),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: companyId(),
    roleId: ref('role_id').notNull(),
    permissionId: ref('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.roleId, t.permissionId] }), cascadeTo(roles, t, t.roleId)],
);

export const userRoles = linkTable('user_roles', [
  { column: 'userId', to: users },
  { column: 'roleId', to: roles },
]);

/**
 * Access and refresh tokens, stored as SHA-256 hashes. The plaintext carries the company id as a
 * prefix so the request can set its tenant before it looks the token up under RLS.
 */
export const oauthTokens = tenantTable(
  'oauth_tokens',
  {
    userId: ref('user_id').notNull(),
    accessHash: text('access_hash').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    accessExpiresAt: instant('access_expires_at').notNull(),
    refreshExpiresAt: instant('refresh_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_tokens_access_key').on(t.companyId, t.accessHash),
    uniqueIndex('oauth_tokens_refresh_key').on(t.companyId, t.refreshHash),
    index('oauth_tokens_user_idx').on(t.companyId, t.userId),
    cascadeTo(users, t, t.userId),
  ],
);

/** Single-use, expiring codes for account activation and password reset, stored hashed. */
export const accountCodes = tenantTable(
  'account_codes',
  {
    userId: ref('user_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_codes_hash_key').on(t.companyId, t.codeHash), cascadeTo(users, t, t.userId)],
);
