import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { OAUTH_CLIENT_ID } from '@clockroom/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type AppConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import type { SqlStatement } from './floors.ts';
import type { BenchCompany, GeneratedData } from './generate.ts';

export const BENCH_CLIENT_SECRET = 'bench-client-secret';

export interface RunningApp {
  app: FastifyInstance;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app (buildApp) on a free port, connected as the app role like production, logger off. */
export async function startApp(data: GeneratedData, poolMax: number): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clockroom-bench-'));
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: data.db.appUrl,
      MIGRATION_DATABASE_URL: data.db.ownerUrl,
      OAUTH_CLIENT_SECRET: BENCH_CLIENT_SECRET,
      SMTP_URL: '',
    },
    // As in production: answers are not re-checked against their Zod schemas (ADR 21).
    {
      dataDir,
      host: '127.0.0.1',
      port: 0,
      logLevel: 'silent',
      appUrl: 'http://127.0.0.1',
      checkResponses: false,
    },
  );
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    poolMax,
  });
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return { app, config, baseUrl: `http://127.0.0.1:${port}`, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Signs in as the company's owner through the real endpoint, as a client would. */
export async function signIn(running: RunningApp, company: BenchCompany, password: string): Promise<string> {
  const res = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: OAUTH_CLIENT_ID,
      client_secret: running.config.oauthClientSecret,
      grant_type: 'password',
      username: company.ownerEmail,
      password,
      company_id: company.slug,
    }),
  });
  const body = (await res.json()) as { access_token?: string; message?: string };
  if (res.status !== 200 || !body.access_token) {
    throw new Error(`sign-in as ${company.ownerEmail} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/**
 * The statements `fn` sends through node-postgres (BEGIN and COMMIT included): one request's
 * database round trips. Diagnostic only; run it while nothing else uses the database.
 */
export async function captureQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; statements: string[]; calls: SqlStatement[] }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const calls: SqlStatement[] = [];
  proto.query = function capture(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : ((first ?? {}) as Partial<SqlStatement>);
    const values = config.values ?? (Array.isArray(second) ? (second as unknown[]) : []);
    calls.push({ text: config.text ?? '?', values, ...(config.name ? { name: config.name } : {}) });
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { result, statements: calls.map((c) => c.text.replace(/\s+/g, ' ').trim()), calls };
  } finally {
    proto.query = original;
  }
}
