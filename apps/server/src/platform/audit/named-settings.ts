import type { ListPage, PagingQuery } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import type { SignedInContext } from '../http/context.ts';
import { orNotFound, searchedPage, type SearchedList } from '../http/company-rows.ts';
import { auditedCreate, auditedDelete, auditedUpdate, namedResource } from './audited-writes.ts';

/** What the repository of a settings resource gives, each statement scoped to the company. */
export interface NamedRows<Listed, Row, Values> {
  list: SearchedList<Listed>;
  find(tx: Tx, companyId: number, id: number): Promise<Row | null | undefined>;
  /** Returns the new id. */
  insert(tx: Tx, companyId: number, v: Values): Promise<number>;
  update(tx: Tx, companyId: number, id: number, v: Values): Promise<unknown>;
  remove(tx: Tx, companyId: number, id: number): Promise<unknown>;
}

export interface NamedSettings<Listed, Row, Values> {
  /** The audit log's word for it: "Created batch group Lagos banks". */
  entity: string;
  /** The 404's message for an id that is not the company's. */
  notFound: string;
  rows: NamedRows<Listed, Row, Values>;
  /** Refuses values a create or an update may not write (a 422 on their field). */
  check?(ctx: SignedInContext, v: Values): Promise<void>;
  /** Refuses to delete a row still in use (a 409). */
  keep?(before: Row): void;
}

/**
 * The service of a settings resource whose rows the audit log names by their `name` (batch groups,
 * posting settings, requisition templates, training categories): its list searched and paged, its
 * row or 404, and its create, update and delete audited, each write checked first. The answers fit
 * `crudRoutes`; a resource's own rules stay in its `check` and `keep`.
 */
export function namedSettings<Listed, Row extends { name: string }, Values>(
  s: NamedSettings<Listed, Row, Values>,
) {
  const { rows } = s;
  const get = async (ctx: SignedInContext, id: number): Promise<Row> =>
    orNotFound(await rows.find(ctx.tx, ctx.companyId, id), s.notFound);
  const resource = namedResource<Row>(s.entity, get);
  return {
    list: (ctx: SignedInContext, q: PagingQuery): Promise<ListPage<Listed>> =>
      searchedPage(ctx, q, rows.list),
    get,
    create: (ctx: SignedInContext, v: Values): Promise<Row> =>
      auditedCreate(ctx, resource, async () => {
        await s.check?.(ctx, v);
        return rows.insert(ctx.tx, ctx.companyId, v);
      }),
    update: (ctx: SignedInContext, id: number, v: Values): Promise<Row> =>
      auditedUpdate(ctx, resource, id, async () => {
        await s.check?.(ctx, v);
        await rows.update(ctx.tx, ctx.companyId, id, v);
      }),
    remove: (ctx: SignedInContext, id: number): Promise<void> =>
      auditedDelete(ctx, resource, id, async (before) => {
        s.keep?.(before);
        await rows.remove(ctx.tx, ctx.companyId, id);
      }),
  };
}
