import type { Tx } from './database.ts';
import { useCompiledMapper, type MappablePrepared } from './row-mapper.ts';

/** What `.prepare()` on a Drizzle select gives: run it with the values of its placeholders. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Most shapes one session keeps; past it the cache starts over (long-tail offsets, filter mixes). */
const MAX_SHAPES_PER_SESSION = 200;
const shapesBy = new WeakMap<Tx, Map<string, Prepared<unknown>>>();

/**
 * Runs a hot read whose SQL depends only on `shape`, with `values` filling its `sql.placeholder()`s.
 * Drizzle builds the statement once per shape and database session instead of on every call.
 *
 * Why: building the employee list's SQL (fourteen columns, four joins, the total subquery) costs
 * Drizzle about 250 µs a request, a fifth of what the app's one thread spends on the request.
 * On PostgreSQL a session is one pooled connection (database.ts keeps one per connection), so each
 * shape is built at most once per connection. On PGlite a session is one transaction, so it is
 * built every time, exactly as a plain query would be. The statement keeps an empty name, so
 * prepared-names.ts names it by its text within its per-connection bound.
 */
export function runShape<R>(
  tx: Tx,
  shape: string,
  build: () => { prepare(name: string): Prepared<R> },
  values: Record<string, unknown>,
): Promise<R> {
  let shapes = shapesBy.get(tx);
  if (!shapes) {
    shapes = new Map();
    shapesBy.set(tx, shapes);
  }
  let prepared = shapes.get(shape) as Prepared<R> | undefined;
  if (!prepared) {
    if (shapes.size >= MAX_SHAPES_PER_SESSION) shapes.clear();
    prepared = build().prepare('');
    // Mapped by a mapper compiled once with the statement, not worked out per row (row-mapper.ts).
    useCompiledMapper(prepared as MappablePrepared);
    shapes.set(shape, prepared);
  }
  return prepared.execute(values);
}
