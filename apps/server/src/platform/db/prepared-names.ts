import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Most distinct statements one pooled connection keeps prepared; later new ones run unnamed. */
const MAX_PREPARED_PER_CONNECTION = 500;
const names = new Map<string, string>();
const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `cr_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= 5000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A view of a pooled connection that runs every statement as a named prepared statement, so
 * PostgreSQL parses and plans each distinct SQL text once per connection instead of on every request
 * (planning the RLS-filtered employee list costs more than running it). Drizzle generates the same
 * text for the same query shape, and node-postgres reuses a name it has already prepared on that
 * connection. Bounded per connection: past MAX_PREPARED_PER_CONNECTION shapes (long IN lists, say),
 * new statements run unnamed.
 */
export function preparingClient(client: pg.PoolClient): pg.PoolClient {
  let prepared = preparedBy.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedBy.set(client, prepared);
  }
  const known = prepared;
  const query = (config: unknown, values?: unknown) => {
    if (config && typeof config === 'object' && 'text' in config && !(config as { name?: string }).name) {
      const text = (config as { text: string }).text;
      const name = nameOf(text);
      if (known.has(name) || known.size < MAX_PREPARED_PER_CONNECTION) {
        known.add(name);
        return client.query({ ...(config as pg.QueryConfig), name }, values as unknown[]);
      }
    }
    return client.query(config as pg.QueryConfig, values as unknown[]);
  };
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'query' ? query : (Reflect.get(target, property, receiver) as unknown),
  });
}
