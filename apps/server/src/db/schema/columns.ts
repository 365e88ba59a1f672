import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  bigint,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Shared column builders so every tenant table spells tenancy the same way (ARCHITECTURE §3). */
export const companyId = () => bigint('company_id', { mode: 'number' }).notNull();
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** An instant: every time a row keeps is a timestamptz, so it means the same moment in any zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** When a row was made and last changed, spread into a table that is edited after it is made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/**
 * A request's decision, spread into a request table beside its `status`: when it was approved or
 * rejected, and the rejecting approver's reason (null until then, and when approved).
 */
export const decision = () => ({
  decidedAt: instant('decided_at'),
  rejectionReason: text('rejection_reason'),
});
/** Money in whole kobo (ARCHITECTURE: money is exact); a number is exact up to 2^53 kobo. */
export const kobo = (name: string) => bigint(name, { mode: 'number' });
/**
 * The key of a tenant table whose rows have their own id: (company_id, id), so every reference to the
 * row names its company too (composite foreign keys keep tenants apart, ARCHITECTURE §3).
 */
export const tenantKey = (t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.companyId, t.id] });

type TenantColumns = { companyId: ReturnType<typeof companyId>; id: ReturnType<typeof id> };

/**
 * A tenant table whose rows have their own id: `company_id` and `id` come first and are its key
 * (`tenantKey`); the table names its other columns and its other keys, indexes and checks.
 */
export const tenantTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra: (t: BuildExtraConfigColumns<N, TenantColumns & C, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) => pgTable(name, { companyId: companyId(), id: id(), ...columns }, (t) => [tenantKey(t), ...extra(t)]);

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
