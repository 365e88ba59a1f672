import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { accountCodes, companies, employees, industries, oauthTokens, users } from '../../db/schema/index.ts';
import { updateCompanyRow } from '../../platform/db/rows.ts';
import { employeeOfUser } from '../../platform/db/employee-joins.ts';

/** The SECURITY DEFINER look-up: the only question answered before the tenant is known. */
export async function companyIdForSlug(tx: Tx, slug: string): Promise<number | null> {
  const result = await tx.execute<{ id: string | number | null }>(
    sql`SELECT company_id_for_slug(${slug}) AS id`,
  );
  const id = result.rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}

export async function findCompany(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      company_name: companies.companyName,
      slug: companies.slug,
      company_logo: companies.companyLogo,
      currency: companies.currency,
      account_type: companies.accountType,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function listIndustries(tx: Tx) {
  return tx.select().from(industries).orderBy(industries.name);
}

export async function industryExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
  return row !== undefined;
}

/**
 * A user with what signing in and the account screens read of them and of their employee: by e-mail
 * to sign in, by id for the rest.
 */
async function findUser(tx: Tx, companyId: number, match: SQL) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      failedLoginCount: users.failedLoginCount,
      lockedUntil: users.lockedUntil,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeStatus: employees.status,
      archivedAt: employees.archivedAt,
    })
    .from(users)
    .innerJoin(employees, employeeOfUser)
    .where(and(eq(users.companyId, companyId), match))
    .limit(1);
  return row;
}

export const findUserByEmail = (tx: Tx, companyId: number, email: string) =>
  findUser(tx, companyId, sql`lower(${users.email}) = lower(${email})`);

export const findUserById = (tx: Tx, companyId: number, id: number) =>
  findUser(tx, companyId, eq(users.id, id));

export async function updateUser(
  tx: Tx,
  companyId: number,
  id: number,
  values: Partial<{
    passwordHash: string;
    isActive: boolean;
    mustChangePassword: boolean;
    failedLoginCount: number;
    lockedUntil: Date | null;
    lastLoginAt: Date;
    language: 'en' | 'fr';
  }>,
): Promise<void> {
  await updateCompanyRow(tx, users, companyId, id, { ...values, updatedAt: new Date() });
}

export async function insertTokens(
  tx: Tx,
  row: {
    companyId: number;
    userId: number;
    accessHash: string;
    refreshHash: string;
    accessExpiresAt: Date;
    refreshExpiresAt: Date;
  },
): Promise<void> {
  await tx.insert(oauthTokens).values(row);
}

export async function findRefreshToken(tx: Tx, companyId: number, refreshHash: string) {
  const [row] = await tx
    .select({
      id: oauthTokens.id,
      userId: oauthTokens.userId,
      refreshExpiresAt: oauthTokens.refreshExpiresAt,
      revokedAt: oauthTokens.revokedAt,
    })
    .from(oauthTokens)
    .where(and(eq(oauthTokens.companyId, companyId), eq(oauthTokens.refreshHash, refreshHash)))
    .limit(1);
  return row;
}

export async function revokeToken(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx
    .update(oauthTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(oauthTokens.companyId, companyId), eq(oauthTokens.id, id), isNull(oauthTokens.revokedAt)));
}

/** Revokes every live token of a user, optionally keeping the one in use. */
export async function revokeUserTokens(
  tx: Tx,
  companyId: number,
  userId: number,
  exceptTokenId?: number,
): Promise<void> {
  const conditions = [
    eq(oauthTokens.companyId, companyId),
    eq(oauthTokens.userId, userId),
    isNull(oauthTokens.revokedAt),
  ];
  if (exceptTokenId !== undefined) conditions.push(sql`${oauthTokens.id} <> ${exceptTokenId}`);
  await tx
    .update(oauthTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

export type CodePurpose = 'activation' | 'reset';

export async function insertCode(
  tx: Tx,
  row: { companyId: number; userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  // A new code replaces the earlier unused ones, so only the latest mail works.
  await tx
    .update(accountCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountCodes.companyId, row.companyId),
        eq(accountCodes.userId, row.userId),
        eq(accountCodes.purpose, row.purpose),
        isNull(accountCodes.usedAt),
      ),
    );
  await tx.insert(accountCodes).values(row);
}

/** Takes a live code: marks it used and returns its user, or undefined when unknown, used or expired. */
export async function consumeCode(
  tx: Tx,
  companyId: number,
  purpose: CodePurpose,
  codeHash: string,
): Promise<{ userId: number } | undefined> {
  const [row] = await tx
    .update(accountCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountCodes.companyId, companyId),
        eq(accountCodes.codeHash, codeHash),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountCodes.userId });
  return row;
}
