import { type AnyPgColumn, bigint, foreignKey, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders so every tenant table spells tenancy the same way (ARCHITECTURE §3). */
export const companyId = () => bigint('company_id', { mode: 'number' }).notNull();
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money in whole kobo (ARCHITECTURE: money is exact); a number is exact up to 2^53 kobo. */
export const kobo = (name: string) => bigint(name, { mode: 'number' });
/**
 * The key of a tenant table whose rows have their own id: (company_id, id), so every reference to the
 * row names its company too (composite foreign keys keep tenants apart, ARCHITECTURE §3).
 */
export const tenantKey = (t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.companyId, t.id] });

/**
 * The key to a row of the same company (an approver, a requester, a type): the company is part of the
 * key, so a row can never point into another tenant.
 */
export const sameCompanyKey = (
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
  t: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  name?: string,
) =>
  foreignKey({
    ...(name === undefined ? {} : { name }),
    columns: [t.companyId, column],
    foreignColumns: [target.companyId, target.id],
  });

/**
 * The same key to the row this one belongs to and goes with (a group's levels, a request's lines, a
 * role's members): deleting the owner deletes it.
 */
export const cascadeTo = (
  owner: { companyId: AnyPgColumn; id: AnyPgColumn },
  t: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  name?: string,
) => sameCompanyKey(owner, t, column, name).onDelete('cascade');
