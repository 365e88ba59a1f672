import { toPaging, type ListPage, type PagingQuery } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import type { SignedInContext } from './context.ts';
import { notFound } from './errors.ts';

/**
 * How a settings-like service reads its company's rows: a list page searched by the query, and one
 * row by id or the resource's own 404. Each service wrote both out; the rule is the same everywhere.
 */

/** A repository's list of the company's rows: the search text, then the page size and offset. */
export type SearchedList<Row> = (
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) => Promise<ListPage<Row>>;

/** The page a list route asks for, read through the repository's list. */
export function searchedPage<Row>(
  ctx: SignedInContext,
  q: PagingQuery,
  list: SearchedList<Row>,
): Promise<ListPage<Row>> {
  const p = toPaging(q);
  return list(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
}

/** The row a lookup found, or the resource's 404 with its message. */
export function orNotFound<Row>(row: Row | null | undefined, message: string): Row {
  if (!row) throw notFound(message);
  return row;
}

/** A repository's list of the company's rows narrowed by the whole query, then the page size and offset. */
export type FilteredList<Row, Q> = (
  tx: Tx,
  companyId: number,
  q: Q,
  limit: number,
  offset: number,
) => Promise<ListPage<Row>>;

/** A repository's lookup of one of the company's rows by id. */
export type RowLookup<Row> = (tx: Tx, companyId: number, id: number) => Promise<Row | null | undefined>;

/**
 * The two reads of a record kind whose list filters by its whole query (the wallet's pay-ins and
 * transfers): the page the query asks for, and one row by id or the kind's 404.
 */
export function filteredReads<Row, Q extends PagingQuery>(
  list: FilteredList<Row, Q>,
  find: RowLookup<Row>,
  notFoundMessage: string,
) {
  return {
    list(ctx: SignedInContext, q: Q): Promise<ListPage<Row>> {
      const p = toPaging(q);
      return list(ctx.tx, ctx.companyId, q, p.perPage, p.offset);
    },
    async get(ctx: SignedInContext, id: number): Promise<Row> {
      return orNotFound(await find(ctx.tx, ctx.companyId, id), notFoundMessage);
    },
  };
}
