#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find: lint, typecheck, tenancy,
// unit, API integration, then the browser journeys against a freshly built web app.
// The first four are single-threaded and independent, so they run side by side, as many at once as
// the machine has cores; each one's output is held and printed whole when it ends, so logs never
// interleave. The later steps run one after another with their output streamed.
//
// With INTEGRATION_POSTGRES_URL set (CI sets it), the API integration tests run a second time, on that
// PostgreSQL server, side by side with the run on the embedded database. Beside the browser journeys,
// niced, it took 1437 s in CI (the journeys' Chromium kept both cores busy and a niced process gets
// about a tenth of a contended core), longer than the journeys and both integration runs would take
// one after another. Beside the embedded run it is a fair share: those workers spend their time in
// PGlite's WebAssembly, these mostly wait on the PostgreSQL server, so the two fill the cores between
// them. Its output is printed when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chrome = ensureChromium();
const env = { ...process.env, CHROME_PATH: chrome };
/** Each entry is one step, or a list of steps run concurrently, started longest first. */
const steps = [
  [
    // The typecheck in two halves that share nothing, so it is not one long pole: the web app with
    // the journeys and tools, and the server with the contracts and the bench in one program (their
    // own programs re-checked the server and the contracts: 57 s of the machine for nothing new).
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck: web, journeys and tools', 'npm', ['run', 'typecheck:web']],
    ['typecheck: server, contracts and bench', 'npm', ['run', 'typecheck:server']],
    ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
    ['tenancy check', 'npm', ['run', 'check:tenancy']],
  ],
  ['API integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['web build', 'npm', ['run', 'build']],
  ['bundle budgets', 'npm', ['run', 'budget', '-w', 'apps/web']],
  // In one lane, with runs on fresh servers for journeys that may not share one (scripts/e2e-lanes.mjs).
  ['browser e2e', 'node', ['scripts/e2e-lanes.mjs']],
];
const postgresUrl = process.env.INTEGRATION_POSTGRES_URL;
/**
 * Side by side each run has about half the machine, so a test may take twice its usual time: both get
 * twice the usual limits (the fuzz test of employee creation takes 16 s alone).
 */
const twiceTheLimits = ['--testTimeout', '120000', '--hookTimeout', '240000'];
const besideIntegration = postgresUrl
  ? [
      'API integration tests on PostgreSQL',
      'npx',
      ['vitest', 'run', '--project', 'integration', ...twiceTheLimits],
      { TEST_DATABASE_URL: postgresUrl },
    ]
  : null;
/**
 * With the PostgreSQL run beside it, the embedded run leaves the fuzz suite to PostgreSQL, the engine
 * production runs on: its four shards judge input validation (never a 5xx, never a write), which does
 * not depend on the engine, and on the embedded database they cost about 470 s of the 2-core machine
 * a run. Every operation is still fuzzed once per CI run; without a PostgreSQL URL (a developer's
 * `npm test`) the embedded run fuzzes as before.
 */
const FUZZ_FILES = 'apps/server/src/test/fuzz-*.integration.test.ts';
const embeddedIntegrationArgs = postgresUrl ? ['--exclude', FUZZ_FILES] : [];
let passed = 0;
let failed = 0;
const started = Date.now();

const secondsSince = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

/** Counts and prints a finished step; true when it passed. */
function report(name, status, t0) {
  if (status === 0) {
    passed++;
    console.log(`✔ ${name} (${secondsSince(t0)}s)`);
    return true;
  }
  failed++;
  console.log(`✘ ${name} failed (${secondsSince(t0)}s)`);
  return false;
}

/** Runs one step with its output streamed; resolves true when it passed. */
function runStreamed([name, cmd, args]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${name}`);
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', (e) => console.log(e.message));
    child.on('close', (code) => resolve(report(name, code ?? 1, t0)));
  });
}

/** Runs one step with its output (stdout and stderr, in arrival order) held until it ends. */
function runBuffered([name, cmd, args, extraEnv = {}]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const chunks = [];
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...extraEnv },
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(report(name, code ?? 1, t0));
    });
  });
}

/** Runs a group's steps, up to one per core at once; after a failure no further step starts. */
async function runGroup(group) {
  const queue = [...group];
  let ok = true;
  const lanes = Math.max(1, Math.min(group.length, availableParallelism()));
  console.log(`\n▶ ${group.map(([name]) => name).join(', ')}: ${lanes} at a time`);
  const lane = async () => {
    for (let step = queue.shift(); step && ok; step = queue.shift()) {
      if (!(await runBuffered(step))) ok = false;
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(`(${group.length} steps side by side: ${secondsSince(t0)}s)`);
  return ok;
}

for (const step of steps) {
  let ok;
  if (Array.isArray(step[0])) ok = await runGroup(step);
  else if (step[0] === 'API integration tests' && besideIntegration) {
    console.log(
      `\n▶ ${besideIntegration[0]}: beside the run on the embedded database (printed when it ends)`,
    );
    const t0 = Date.now();
    const both = await Promise.all([
      runStreamed([step[0], step[1], [...step[2], ...twiceTheLimits, ...embeddedIntegrationArgs]]),
      runBuffered(besideIntegration),
    ]);
    console.log(`(both API integration runs side by side: ${secondsSince(t0)}s)`);
    ok = both.every(Boolean);
  } else ok = await runStreamed(step);
  if (!ok) break;
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
