import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../platform/config/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../platform/db/database.ts';
import { setTenant } from '../platform/db/tenant.ts';
import { latestMailTo } from '../platform/mail/mail.repository.ts';
import { syncReferenceData } from '../db/seed/reference-data.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';

export { DEMO_PASSWORD };

/**
 * One fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database when
 * TEST_DATABASE_URL names a server (CI's second run). The app always runs as the app role, so RLS is
 * what the tests exercise; the database is dropped afterwards.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ ownerUrl: string; appUrl: string; drop: () => Promise<void> }> {
  const name = `clockroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const ownerUrl = new URL(serverUrl);
  ownerUrl.pathname = `/${name}`;
  const appUrl = new URL(ownerUrl);
  appUrl.username = 'clockroom_app';
  appUrl.password = '';
  return {
    ownerUrl: ownerUrl.toString(),
    appUrl: appUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgDb = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: '',
      MIGRATION_DATABASE_URL: '',
      SMTP_URL: '',
      OAUTH_CLIENT_SECRET: 'test-secret',
    },
    {
      dataDir: mkdtempSync(path.join(tmpdir(), 'clockroom-test-')),
      appUrl: 'http://app.test',
      logLevel: 'silent',
      ...overrides,
    },
  );
  const database = openDatabase(
    pgDb
      ? { databaseUrl: pgDb.appUrl, migrationDatabaseUrl: pgDb.ownerUrl, poolMax: 5 }
      : { dataDir: undefined },
  );
  await migrateDatabase(database);
  await syncReferenceData(database.owner);
  await seedDemo(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

export async function login(
  t: TestApp,
  username: string,
  company = 'demo',
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username,
      password,
      company_id: company,
    },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** A tiny client bound to one token, so tests read like the calls they make. */
export function client(t: TestApp, token?: string, headers: Record<string, string> = {}) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

export async function companyIdOf(t: TestApp, slug: string): Promise<number> {
  const res = await client(t).post('/auth/company/verify', { company_id: slug });
  return res.json().data.id as number;
}

/** The newest mail to an address, read from the outbox as a developer would. */
export async function lastMail(t: TestApp, companyId: number, to: string) {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return latestMailTo(tx, to);
  });
}
