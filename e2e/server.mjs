#!/usr/bin/env node
// Starts Clockroom for the browser tests on a fresh embedded database in a temporary data directory,
// so every run begins from the demo company and nothing leaks between runs.
//
//   node server.mjs              a server (Playwright's webServer, or a journey's own)
//   node server.mjs --prepare D  migrates and seeds data directory D, then stops
//
// With E2E_TEMPLATE_DIR naming a prepared directory, a server starts from a copy of it instead of
// seeding its own: scripts/e2e-lanes.mjs prepares one for every lane and journey server of a run
// (seeding took each lane's server about 42 s of a busy 2-core machine, all of them at once).
//
// With E2E_POSTGRES_URL naming a PostgreSQL server, the database is a PostgreSQL one instead (ADR 75):
// the prepared directory names a seeded template database, each server runs on its own copy of it,
// dropped when the server stops. The data directory still holds the files and the mail outbox.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const prepareAt = process.argv[2] === '--prepare' ? path.resolve(process.argv[3] ?? '') : undefined;
const dataDir = prepareAt ?? process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'clockroom-e2e-'));
const template = prepareAt ? undefined : process.env.E2E_TEMPLATE_DIR;
if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
// A second server (a journey's own, say with short tokens) names its own file, keeping the suite's.
if (!prepareAt) writeFileSync(process.env.E2E_DATA_DIR_FILE ?? path.join(root, 'e2e/.data-dir'), dataDir);
const port = process.env.E2E_PORT ?? '3100';
const postgres = await postgresDatabase();
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: postgres?.url ?? '',
    ...(postgres?.seed ? { SEED_DEMO: '1' } : {}),
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    LOGIN_IP_MAX_PER_MINUTE: '1000',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    // Every-minute jobs every 10 s: the overtime journey waits for two of them, one after the other.
    MINUTELY_JOBS_EVERY_SECONDS: '10',
    ...(prepareAt ? { PREPARE_ONLY: '1' } : {}),
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', async (code) => {
  if (postgres?.drop)
    await onPostgres(`DROP DATABASE IF EXISTS ${postgres.name} WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});

/** One statement on the PostgreSQL server's maintenance database (CREATE and DROP DATABASE). */
async function onPostgres(statement) {
  const client = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL database this server runs on, when E2E_POSTGRES_URL is set: a template seeded for the
 * prepared directory (named in its `postgres-database` file and kept for the servers that copy it), or
 * this server's own copy of the template's (or an empty one it seeds), dropped when it stops. Names are
 * made of hex only, so they are safe in the SQL text.
 */
async function postgresDatabase() {
  if (!process.env.E2E_POSTGRES_URL) return undefined;
  const named = (name) => {
    const url = new URL(process.env.E2E_POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const suffix = randomBytes(6).toString('hex');
  if (prepareAt) {
    const name = `clockroom_e2e_tpl_${suffix}`;
    await onPostgres(`CREATE DATABASE ${name}`);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres-database'), name);
    return { name, url: named(name), seed: true, drop: false };
  }
  const templateFile = path.join(dataDir, 'postgres-database');
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8').trim() : undefined;
  // A copy is named after its template, so the run that made the template can drop any copy a killed
  // server left behind (scripts/e2e-lanes.mjs).
  const name = template ? `${template.replace('_tpl_', '_')}_${suffix}` : `clockroom_e2e_${suffix}`;
  await onPostgres(
    `CREATE DATABASE ${name}${template && /^\w+$/.test(template) ? ` TEMPLATE ${template}` : ''}`,
  );
  return { name, url: named(name), seed: !template, drop: true };
}
