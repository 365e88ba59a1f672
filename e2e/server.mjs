#!/usr/bin/env node
// Starts Clockroom for the browser tests on a fresh embedded database in a temporary data directory,
// so every run begins from the demo company and nothing leaks between runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'clockroom-e2e-'));
// A second server (a journey's own, say with short tokens) names its own file, keeping the suite's.
writeFileSync(process.env.E2E_DATA_DIR_FILE ?? path.join(root, 'e2e/.data-dir'), dataDir);
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
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
