import pg from 'pg';
import { APP_ROLE, migrateDatabase, type Database } from '../platform/db/database.ts';
import { syncReferenceData } from '../db/seed/reference-data.ts';
import { seedDemo } from '../db/seed/demo.ts';

/**
 * What the integration project's global setup prepared once per run (ADR 19): a seeded PGlite data
 * directory as a tarball, or a seeded PostgreSQL template database. Each test file copies it.
 */
export type SeededDatabase = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    seededDatabase?: SeededDatabase;
  }
}

/** Everything a fresh database needs before the app can start on it; the demo tenants optional. */
export async function prepareDatabase(database: Database, seed: boolean): Promise<void> {
  await migrateDatabase(database);
  await syncReferenceData(database.owner);
  if (seed) await seedDemo(database, { attendance: false, leaveTypes: false, leaveRequests: false });
}

/** The owner (as given) and app-role connections to one database on the test server. */
export function databaseUrls(serverUrl: string, name: string): { ownerUrl: string; appUrl: string } {
  const owner = new URL(serverUrl);
  owner.pathname = `/${name}`;
  const app = new URL(owner);
  app.username = APP_ROLE;
  app.password = '';
  return { ownerUrl: owner.toString(), appUrl: app.toString() };
}

/** One statement on the server's maintenance database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Database names are generated here from hex only, so they are safe to write into the SQL text. */
export function databaseName(prefix: 'clockroom_test' | 'clockroom_tpl', suffix: string): string {
  if (!/^[0-9a-f]+$/.test(suffix)) throw new Error(`unsafe database name suffix ${suffix}`);
  return `${prefix}_${suffix}`;
}
