import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './database.ts';

/**
 * The row a statement cannot fail to produce: INSERT ... RETURNING, UPDATE ... RETURNING of a row the
 * service has just found, an aggregate, a sequence value. Its absence is a broken invariant rather than a
 * not-found, so it is thrown as a plain Error (a 500) that says which row was expected.
 */
export function expectRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected ${what}, but the statement returned no row`);
  return row;
}

/** A company's table: rows keyed by `id` within the company of `company_id`. */
type CompanyTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * Inserts one of the company's rows and answers its new id: the company is set here, from the
 * caller's, as every tenant write names it (ADR 18); `what` names the row ("the new team") should
 * the statement return none.
 */
export async function insertCompanyRow<T extends CompanyTable>(
  tx: Tx,
  table: T,
  companyId: number,
  values: Omit<PgInsertValue<T>, 'companyId'>,
  what: string,
): Promise<number> {
  // The spread is the table's insert with its company: TypeScript cannot follow Omit back over T.
  const row = { ...values, companyId } as PgInsertValue<T>;
  const rows = await tx.insert(table).values(row).returning({ id: table.id });
  return expectRow(rows, what).id as number;
}

/** Updates one of the company's rows by id (no row of another company's is touched, ADR 18). */
export async function updateCompanyRow<T extends CompanyTable>(
  tx: Tx,
  table: T,
  companyId: number,
  id: number,
  set: PgUpdateSetSource<T>,
): Promise<void> {
  await tx
    .update(table)
    .set(set)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
}

/**
 * Locks one of the company's rows FOR UPDATE until the transaction ends, reading nothing from it: what
 * a write takes first so that two writes of the same parent (a posting's questions, a board's order,
 * a plan's goals) wait for each other. Another company's id locks nothing.
 */
export async function lockCompanyRow(
  tx: Tx,
  table: CompanyTable,
  companyId: number,
  id: number,
): Promise<void> {
  await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .for('update');
}

/**
 * Deletes the company's rows of `table` that meet every condition: one row by id, or a parent's
 * links (`eq(links.roleId, roleId), inArray(links.userId, ids)`).
 */
export async function deleteCompanyRows(
  tx: Tx,
  table: PgTable & { companyId: AnyPgColumn },
  companyId: number,
  ...conditions: (SQL | undefined)[]
): Promise<void> {
  await tx.delete(table).where(and(eq(table.companyId, companyId), ...conditions));
}
