import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';

/** One query surface for both drivers: the builders are the same, only the driver differs. */
export type AppDb = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../db/migrations');
export const APP_ROLE = 'clockroom_app';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction as the app role; RLS applies from the first statement. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Owner connection, for migrations, catalogue sync and seeding only; it bypasses RLS. */
  readonly owner: AppDb;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  migrationDatabaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number;
}

async function setAppRole(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
}

function pgliteDatabase(dataDir: string | undefined): Database {
  // PGlite is one superuser connection; each transaction switches to the app role so RLS is real.
  const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    owner: db,
    transaction: (fn) =>
      db.transaction(async (tx) => {
        await setAppRole(tx);
        return fn(tx);
      }),
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
  return {
    kind: 'postgres',
    owner,
    transaction: async (fn) => {
      const privileged = await needsRole();
      return db.transaction(async (tx) => {
        if (privileged) await setAppRole(tx);
        return fn(tx);
      });
    },
    close: async () => {
      await pool.end();
      if (ownerPool !== pool) await ownerPool.end();
    },
  };
}

export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    return postgresDatabase(
      opts.databaseUrl,
      opts.migrationDatabaseUrl ?? opts.databaseUrl,
      opts.poolMax ?? 20,
    );
  }
  return pgliteDatabase(opts.dataDir);
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
