import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../platform/db/database.ts';
import { setTenant } from '../platform/db/tenant.ts';
import { client, type TestApp } from './harness.ts';
import { must } from './must.ts';

/**
 * The tenant-isolation harness: every /api/v1 route with a path parameter must have a case here,
 * and each case proves that demo's admin asking for an acme record gets a 404. Modules add their
 * cases in a `<resource>.isolation.ts` file, which isolation-cases.ts finds by its name.
 */
export interface IsolationCase {
  /** As OpenAPI writes it, e.g. 'GET /api/v1/organization/employees/{id}'. */
  route: string;
  /** Creates or finds a record of the other company (acme) and returns the request to make. */
  request(
    t: TestApp,
    acme: { companyId: number; token: string },
  ): Promise<{ url: string; payload?: unknown }>;
}

/** A route with a path parameter that is deliberately not tenant-scoped, with the reason why. */
export interface IsolationExemption {
  route: string;
  reason: string;
}

/**
 * A record of acme's made through acme's own API (a POST answered 201), by its id: how most cases
 * get the other company's record, so the record is whole (its approval, its defaults) as a user's is.
 */
export async function acmeCreate(
  t: TestApp,
  acme: { token: string },
  path: string,
  payload: object,
): Promise<number> {
  const res = await client(t, acme.token).post(path, payload);
  if (res.statusCode !== 201) throw new Error(`acme ${path}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/**
 * Runs `fn` in a transaction as acme, so row-level security shows it acme's rows only: the cases'
 * statements need no `company_id` of their own to stay inside the other company.
 */
export function asAcme<T>(t: TestApp, companyId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return fn(tx);
  });
}

/** The id a statement answers as acme: a select's first row, or an insert's `RETURNING id`. */
export function acmeRowId(
  t: TestApp,
  companyId: number,
  statement: SQL,
  what = 'a row of the other company',
): Promise<number> {
  return asAcme(t, companyId, async (tx) => {
    const r = await tx.execute<{ id: string | number }>(statement);
    return Number(must(r.rows[0], what).id);
  });
}

/** Acme's first row of a table, by id: the record a case asks for when any of acme's will do. */
export function acmeFirstId(
  t: TestApp,
  companyId: number,
  /** A tenant table's name, e.g. `employees`, `branches`, `users`. */
  table: string,
): Promise<number> {
  const first = sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 1`;
  return acmeRowId(t, companyId, first, `the first of the other company's ${table}`);
}

/** Acme's first two serving employees: a request's subject and the colleague who reviews it. */
export async function acmePeople(t: TestApp, companyId: number): Promise<[number, number]> {
  const two = sql`SELECT id FROM employees WHERE archived_at IS NULL ORDER BY id LIMIT 2`;
  const ids = await asAcme(t, companyId, async (tx) => (await tx.execute<{ id: string }>(two)).rows);
  return [Number(must(ids[0], 'an acme employee').id), Number(must(ids[1], 'a second acme employee').id)];
}
