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
