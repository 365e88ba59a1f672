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
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const prepareAt = process.argv[2] === '--prepare' ? path.resolve(process.argv[3] ?? '') : undefined;
const dataDir = prepareAt ?? process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'clockroom-e2e-'));
const template = prepareAt ? undefined : process.env.E2E_TEMPLATE_DIR;
if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
// A second server (a journey's own, say with short tokens) names its own file, keeping the suite's.
if (!prepareAt) writeFileSync(process.env.E2E_DATA_DIR_FILE ?? path.join(root, 'e2e/.data-dir'), dataDir);
const port = process.env.E2E_PORT ?? '3100';
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: '',
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
server.on('exit', (code) => process.exit(code ?? 0));
