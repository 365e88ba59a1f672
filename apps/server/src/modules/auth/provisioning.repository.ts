import { eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database.ts';
import {
  branches,
  companies,
  companyModules,
  employees,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The new company's id is drawn first so the tenant can be set before the insert: RLS's WITH CHECK
 * then accepts the row, and the app role never needs to bypass RLS to create a tenant.
 */
export async function nextCompanyId(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('companies', 'id')) AS id`,
  );
  return Number(expectRow(result.rows, 'the next company id').id);
}

export async function insertCompany(
  tx: Tx,
  row: {
    id: number;
    companyName: string;
    slug: string;
    industryId: number | null;
    accountType: string;
    currency: string;
    timezone: string;
    email: string;
    phone: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO companies (id, company_name, slug, industry_id, account_type, currency, timezone, email, phone)
    OVERRIDING SYSTEM VALUE
    VALUES (${row.id}, ${row.companyName}, ${row.slug}, ${row.industryId}, ${row.accountType}, ${row.currency},
            ${row.timezone}, ${row.email}, ${row.phone})`);
}

export async function setCompanyOwner(tx: Tx, companyId: number, employeeId: number): Promise<void> {
  await tx.update(companies).set({ headStationId: employeeId }).where(eq(companies.id, companyId));
}

export async function insertBranch(tx: Tx, row: { companyId: number; stationName: string; isHq: boolean }) {
  const b = expectRow(await tx.insert(branches).values(row).returning({ id: branches.id }), 'the new branch');
  return b.id;
}

export async function insertModules(
  tx: Tx,
  companyId: number,
  modules: readonly string[],
  expiresAt: Date | null,
) {
  if (modules.length === 0) return;
  await tx
    .insert(companyModules)
    .values(modules.map((module) => ({ companyId, module, expiresAt })))
    .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { expiresAt } });
}

export async function permissionIdsBySlug(tx: Tx, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.slug, [...slugs]));
  return rows.map((r) => r.id);
}

export async function insertRole(
  tx: Tx,
  row: { companyId: number; name: string; slug: string; isSystem: boolean },
  permissionIds: readonly number[],
): Promise<number> {
  const r = expectRow(await tx.insert(roles).values(row).returning({ id: roles.id }), 'the new role');
  if (permissionIds.length) {
    await tx
      .insert(rolePermissions)
      .values(
        permissionIds.map((permissionId) => ({ companyId: row.companyId, roleId: r.id, permissionId })),
      );
  }
  return r.id;
}

/** A company's new employee or user, returning its id. */
// scoping: an insert; both callers below put the companyId they are given into the row.
async function insertReturningId<T extends typeof employees | typeof users>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
  what: string,
): Promise<number> {
  const rows = await tx.insert(table).values(values).returning({ id: table.id });
  return expectRow(rows, what).id;
}

/** Also the insert of an invited employee (organization's employee invites). */
export const insertEmployee = (
  tx: Tx,
  companyId: number,
  row: Omit<typeof employees.$inferInsert, 'companyId'>,
) => insertReturningId(tx, employees, { ...row, companyId }, 'the new employee');

/** Also the user of an invited employee (organization's employee invites). */
export const insertUser = (tx: Tx, companyId: number, row: Omit<typeof users.$inferInsert, 'companyId'>) =>
  insertReturningId(tx, users, { ...row, companyId }, 'the new user');

export async function assignRoles(tx: Tx, companyId: number, userId: number, roleIds: readonly number[]) {
  if (roleIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ companyId, userId, roleId })))
    .onConflictDoNothing();
}
