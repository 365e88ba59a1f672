import type { Tx } from '../db/database.ts';
import type { SignedInContext } from '../http/context.ts';
import { orNotFound } from '../http/company-rows.ts';
import { auditedCreate, auditedUpdate, type AuditedResource } from './audited-writes.ts';

/**
 * One of the company's resources as its service reads and audits it. Each service wrote the same
 * three steps: its get (the repository's row by id, or the resource's 404 with its own message),
 * the audited resource over that get, and, where the input is checked and turned into the
 * repository's values first, its create and update. They are said once here; a resource's own
 * rules stay in its `toValues` and around the calls.
 */

/** A repository's lookup of one of the company's rows by id; `lock` takes it FOR UPDATE where it can. */
export type CompanyFind<Row> = (
  tx: Tx,
  companyId: number,
  id: number,
  lock?: boolean,
) => Promise<Row | null | undefined>;

/** The row's own text property the audit log names it by ("Created branch Lagos HQ"). */
export type NameKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row];

export interface CompanyResource<Row> extends AuditedResource<Row> {
  /** The row, or the resource's 404 when the id is not this company's; `lock` as the repository's. */
  find(ctx: SignedInContext, id: number, lock?: boolean): Promise<Row>;
}

/**
 * The audited resource whose get is `find`'s row or a 404 with `notFoundMessage`, named in the
 * audit log by `name`: one of the row's text properties (then any row that has it can be named, as
 * a batch delete's locked rows), or a function for a composed name.
 */
export function companyResource<Row, K extends NameKey<Row>>(
  entity: string,
  name: K,
  find: CompanyFind<Row>,
  notFoundMessage: string,
): CompanyResource<Row> & { name: (row: Pick<Row, K>) => string };
export function companyResource<Row>(
  entity: string,
  name: (row: Row) => string,
  find: CompanyFind<Row>,
  notFoundMessage: string,
): CompanyResource<Row>;
export function companyResource<Row>(
  entity: string,
  name: NameKey<Row> | ((row: Row) => string),
  find: CompanyFind<Row>,
  notFoundMessage: string,
): CompanyResource<Row> {
  return {
    entity,
    name: typeof name === 'function' ? name : (row) => row[name] as string,
    find: async (ctx, id, lock) => orNotFound(await find(ctx.tx, ctx.companyId, id, lock), notFoundMessage),
  };
}

/** What a resource's repository writes: the new row (its id answered) and the changed one. */
export interface ValueRows<Values> {
  insert(tx: Tx, companyId: number, v: Values): Promise<number>;
  update(tx: Tx, companyId: number, id: number, v: Values): Promise<unknown>;
}

/**
 * The create and update of a resource whose input `toValues` checks (throwing its 422s) and turns
 * into the repository's values, inside the audited write so nothing is written when it refuses.
 */
export function checkedWrites<Row, Input, Values>(
  resource: AuditedResource<Row>,
  toValues: (ctx: SignedInContext, input: Input) => Promise<Values>,
  rows: ValueRows<Values>,
) {
  return {
    create: (ctx: SignedInContext, input: Input): Promise<Row> =>
      auditedCreate(ctx, resource, async () =>
        rows.insert(ctx.tx, ctx.companyId, await toValues(ctx, input)),
      ),
    update: (ctx: SignedInContext, id: number, input: Input): Promise<Row> =>
      auditedUpdate(ctx, resource, id, async () => {
        await rows.update(ctx.tx, ctx.companyId, id, await toValues(ctx, input));
      }),
  };
}
