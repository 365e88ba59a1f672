import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { setTenant } from './tenant.ts';
import { preparingClient } from './prepared-names.ts';

/** One query surface for both drivers: the builders are the same, only the driver differs. */
export type AppDb = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../db/migrations');
export const APP_ROLE = 'clockroom_app';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction as the app role; RLS applies from the first statement. With
   * `tenant`, the company is bound as the transaction starts (in the same round trip as BEGIN).
   */
  transaction<T>(
    fn: (tx: Tx, firstRead: FirstReadRows) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T>;
  /** Owner connection, for migrations, catalogue sync and seeding only; it bypasses RLS. */
  readonly owner: AppDb;
  /**
   * Where the job queue (pg-boss, its own schema) keeps its tables: the owner connection, since it
   * creates and migrates that schema, or the one embedded PGlite.
   */
  readonly jobStore: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; ownerUrl: string };
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, which `loadDataDir` opens
   * again. The tests seed one database and copy it per file this way (ADR 19).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  tenant?: number;
  /**
   * One read (a complete SELECT without parameters, built by trusted code) run in the opening round
   * trip, after the tenant is bound; its rows are handed to the transaction function. The route guard
   * uses it for the access-token lookup.
   */
  firstRead?: string;
  /**
   * The work only reads (a signed-in GET). On PostgreSQL, connected as the app role with the tenant
   * known, it then runs without BEGIN and COMMIT (ADR 21): the opening binds the tenant to the
   * connection's session and makes its transactions read-only, and each statement runs in its own
   * implicit read-only transaction, so a write fails instead of half-happening. The tenant cannot
   * change during the work. PGlite, a privileged connection or an unknown tenant ignore it.
   */
  readOnly?: boolean;
}

export type FirstReadRows = Record<string, unknown>[] | undefined;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  migrationDatabaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: start from this data directory tarball (see `Database.dumpDataDir`). */
  loadDataDir?: Blob | undefined;
  poolMax?: number;
}

async function setAppRole(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
}

function pgliteDatabase(dataDir: string | undefined, loadDataDir: Blob | undefined): Database {
  // PGlite is one superuser connection; each transaction switches to the app role so RLS is real.
  // One options object: `new PGlite(undefined, { loadDataDir })` ignores the options and starts empty.
  const client = new PGlite({ ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}), loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    owner: db,
    jobStore: { kind: 'pglite', client },
    transaction: (fn, options) =>
      db.transaction(async (tx) => {
        await setAppRole(tx);
        // The same contract as PostgreSQL's read without a transaction: a write fails here too.
        if (options?.readOnly && options.tenant !== undefined)
          await tx.execute(sql.raw('SET TRANSACTION READ ONLY'));
        if (options?.tenant !== undefined) await setTenant(tx, options.tenant);
        const first = options?.firstRead
          ? (await tx.execute<Record<string, unknown>>(sql.raw(options.firstRead))).rows
          : undefined;
        return fn(tx, first);
      }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

function postgresDatabase(url: string, ownerUrl: string, poolMax: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const ownerPool = ownerUrl === url ? pool : new pg.Pool({ connectionString: ownerUrl, max: 2 });
  // pg emits 'error' on an idle client when the server ends its connection (restart, failover,
  // DROP DATABASE ... FORCE); unhandled, that would crash the process. The pool replaces the client.
  for (const p of new Set([pool, ownerPool])) p.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  const owner = drizzlePg(ownerPool, { schema });
  // When the app itself connects as a privileged role (a single DATABASE_URL), switch down to the
  // app role per transaction; when it connects as the app role, nothing to do.
  let mustSetRole: Promise<boolean> | undefined;
  const needsRole = () =>
    (mustSetRole ??= pool
      .query<{ privileged: boolean }>(
        'SELECT (rolsuper OR rolbypassrls) AS privileged FROM pg_roles WHERE rolname = current_user',
      )
      .then((r) => r.rows[0]?.privileged ?? true));
  // Request transactions are run by hand rather than with db.transaction(), so that BEGIN, the role
  // switch and the tenant binding travel in one round trip (ARCHITECTURE §6 budgets: a request is a
  // handful of round trips). Drizzle instances are bound per client cheaply by reusing the schema
  // metadata drizzle() already extracted once (re-extracting it costs ~150 µs a request).
  const dialect = new PgDialect();
  const boundSchema = db._.schema;
  if (!boundSchema)
    throw new Error('The Drizzle instance must be created with the schema: request sessions reuse it');
  const relational = { schema: boundSchema, fullSchema: db._.fullSchema, tableNamesMap: db._.tableNamesMap };
  // One Drizzle session per pooled connection, kept with it: the session holds no transaction state
  // (BEGIN and COMMIT are ours), and prepared-shapes.ts caches built statements per session.
  const sessions = new WeakMap<pg.PoolClient, Tx>();
  const bind = (client: pg.PoolClient) => {
    let tx = sessions.get(client);
    if (!tx) {
      tx = new NodePgDatabase(
        dialect,
        new NodePgSession(preparingClient(client), dialect, relational, {}),
        relational,
      ) as unknown as Tx;
      sessions.set(client, tx);
    }
    return tx;
  };
  /** Sends the opening statements in one round trip and returns the rows of the last one. */
  const openWith = async (client: pg.PoolClient, opening: string[]): Promise<FirstReadRows> => {
    const opened = (await client.query(opening.join('; '))) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(opened) ? opened.at(-1) : opened)?.rows;
  };
  // A signed-in read (ADR 21): one round trip binds the session's tenant, makes its transactions
  // read-only and reads the token; then each statement is its own implicit transaction. No BEGIN or
  // COMMIT: a third of a list request's round trips. Session-level settings are safe to leave on the
  // connection because every opening sets the tenant (or clears it) and every write begins READ WRITE.
  // The tenant each pooled connection's session is bound to by its last read. Only reads set the
  // session-level tenant (transactions bind theirs with SET LOCAL), so this stays true.
  const sessionTenants = new WeakMap<pg.PoolClient, number>();
  const readWithoutTransaction = async <T>(
    tenant: number,
    firstRead: string | undefined,
    fn: (tx: Tx, firstRead: FirstReadRows) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect();
    // A connection whose session already holds this tenant (its last read was this company's) needs
    // no binding; with a cached token there is then no opening round trip at all.
    const bound = sessionTenants.get(client) === tenant;
    const opening = bound
      ? []
      : [
          "SELECT set_config('default_transaction_read_only', 'on', false)",
          `SELECT set_config('app.company_id', '${tenant}', false)`,
        ];
    if (firstRead) opening.push(firstRead);
    let broken: Error | undefined;
    try {
      const opened = opening.length ? await openWith(client, opening) : undefined;
      sessionTenants.set(client, tenant);
      return await fn(bind(client), firstRead ? opened : undefined);
    } catch (err) {
      // Nothing to roll back; the round trip only proves the connection is still fit for reuse.
      await client.query('SELECT 1').catch((checkError: unknown) => {
        broken = asError(checkError);
      });
      throw err;
    } finally {
      client.release(broken);
    }
  };
  return {
    kind: 'postgres',
    owner,
    jobStore: { kind: 'postgres', ownerUrl },
    transaction: async (fn, options) => {
      const privileged = await needsRole();
      const tenant = options?.tenant;
      if (tenant !== undefined && !Number.isSafeInteger(tenant)) throw new Error('tenant must be an integer');
      // The owner's connections must never inherit a session tenant or read-only default.
      if (options?.readOnly && tenant !== undefined && !privileged && ownerPool !== pool) {
        return readWithoutTransaction(tenant, options.firstRead, fn);
      }
      // READ WRITE: a connection that served a read keeps read-only as its session default.
      const opening = ['BEGIN READ WRITE'];
      if (privileged) opening.push(`SET LOCAL ROLE ${APP_ROLE}`);
      // Bound, or cleared: a connection that served a read keeps that tenant in its session.
      opening.push(`SELECT set_config('app.company_id', '${tenant ?? ''}', true)`);
      if (options?.firstRead) opening.push(options.firstRead);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // The opening is inside the rollback scope too: if BEGIN ran but a later part failed, the
        // connection holds an aborted transaction that must not go back to the pool as is.
        const opened = await openWith(client, opening);
        const result = await fn(bind(client), options?.firstRead ? opened : undefined);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = asError(rollbackError);
        });
        throw err;
      } finally {
        // A client whose rollback failed is in an unknown state: destroy it instead of reusing it.
        client.release(broken);
      }
    },
    close: async () => {
      await pool.end();
      if (ownerPool !== pool) await ownerPool.end();
    },
  };
}

const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    return postgresDatabase(
      opts.databaseUrl,
      opts.migrationDatabaseUrl ?? opts.databaseUrl,
      opts.poolMax ?? 20,
    );
  }
  return pgliteDatabase(opts.dataDir, opts.loadDataDir);
}

/** Applies the committed SQL migrations, then secures any new tenant table (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.owner as never, config);
  } else {
    await migratePg(database.owner, config);
  }
  await database.owner.execute(sql`SELECT clockroom_secure_tenant_tables()`);
}
