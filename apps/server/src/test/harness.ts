import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpointPath, type EndpointDefinition, type EndpointInput } from '@clockroom/contracts';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../platform/config/config.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { setTenant } from '../platform/db/tenant.ts';
import { latestMailTo } from '../platform/mail/mail.repository.ts';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import {
  databaseName,
  databaseUrls,
  onServer,
  prepareDatabase,
  type SeededDatabase,
} from './test-databases.ts';

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

export interface TestDatabaseOptions {
  /**
   * false: migrated with the reference data but without the demo tenants, built from scratch (slow,
   * for a test that needs an empty server). By default the file gets a copy of the run's seeded
   * database (ADR 19).
   */
  seeded?: boolean;
}

/** A new database for one file, copied from the seeded one when there is one to copy. */
async function openTestDatabase(
  source: SeededDatabase | undefined,
): Promise<{ database: Database; copied: boolean; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const copy = source?.kind === 'pglite' ? new Blob([await readFile(source.tarball)]) : undefined;
    return {
      database: openDatabase({ loadDataDir: copy }),
      copied: copy !== undefined,
      drop: async () => {},
    };
  }
  const name = databaseName('clockroom_test', randomBytes(6).toString('hex'));
  const template = source?.kind === 'postgres' ? source.template : undefined;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const urls = databaseUrls(serverUrl, name);
  return {
    database: openDatabase({ databaseUrl: urls.appUrl, migrationDatabaseUrl: urls.ownerUrl, poolMax: 5 }),
    copied: template !== undefined,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp> {
  const seeded = options.seeded ?? true;
  const { database, copied, drop } = await openTestDatabase(seeded ? inject('seededDatabase') : undefined);
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
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      // Tests change token rows behind the app's back (expiry, revocation); the cache has its own test.
      tokenCacheMs: 0,
      // Tests speak for many clients through X-Forwarded-For, as a proxy in front would.
      trustProxy: true,
      ...overrides,
    },
  );
  // Without the global setup (a harness used outside the integration project) it builds its own.
  if (!copied) await prepareDatabase(database, seeded);
  const app = await buildApp({ config, database, logger: process.env.TEST_LOG_LEVEL ? undefined : false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      // The file's data directory (uploads, exports, mail copies) goes with its database.
      await rm(config.dataDir, { recursive: true, force: true });
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
    /**
     * A call by its contract (ADR 33): the path from the definition, the input typed by its schemas.
     * Tests of the spec's own paths keep writing the URL; factories and set-up use this.
     */
    endpoint: <E extends EndpointDefinition>(e: E, input: EndpointInput<E>) => {
      const { params, query, body } = input as {
        params?: Record<string, string | number>;
        query?: object;
        body?: unknown;
      };
      const search = new URLSearchParams(
        Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] =>
          v === undefined || v === null ? [] : [[k, String(v)]],
        ),
      ).toString();
      const url = `${endpointPath(e.path, params)}${search ? `?${search}` : ''}`;
      return call(e.method, url, body ?? (e.method === 'GET' ? undefined : {}));
    },
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
    return latestMailTo(tx, companyId, to);
  });
}
