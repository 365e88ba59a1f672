#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find: lint, typecheck, tenancy,
// unit, API integration, then the browser journeys against a freshly built web app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chrome = ensureChromium();
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['tenancy check', 'npm', ['run', 'check:tenancy']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['web build', 'npm', ['run', 'build']],
  ['bundle budgets', 'npm', ['run', 'budget', '-w', 'apps/web']],
  ['browser e2e', 'npm', ['run', 'test:e2e']],
];
let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status === 0) {
    passed++;
    console.log(`✔ ${name} (${secs}s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (${secs}s)`);
    break;
  }
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
