#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find: lint and format, typecheck, tenancy,
// unit, API integration, then the browser journeys against a freshly built web app.
// The first checks are single-threaded and independent, so they run side by side, as many at once as
// the machine has cores; each one's output is held and printed whole when it ends, so logs never
// interleave. The later steps run one after another with their output streamed.
//
// With INTEGRATION_POSTGRES_URL set (CI sets it), the API integration tests run twice beside the
// browser journeys, in one worker, one run after the other: on the embedded database, then on that
// PostgreSQL server (ADR 75, ADR 79). The journeys wait on the embedded run no longer; all three share
// the two cores and end within about a minute of each other (measured: 1,228 s for all of CI against
// 1,538 s with the embedded run in front). The two integration runs never go side by side (ADR 74:
// each run's workers keep a core busy; together with the journeys they thrashed the machine).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chrome = ensureChromium();
const env = { ...process.env, CHROME_PATH: chrome };
/**
 * Each entry is one step, a list of steps run concurrently (started longest first), or `{ main, beside }`:
 * a step with other steps run beside it, one after another.
 */
const steps = [
  [
    // The typecheck in two halves that share nothing, so it is not one long pole: the web app with
    // the journeys and tools, and the server with the contracts and the bench in one program (their
    // own programs re-checked the server and the contracts: 57 s of the machine for nothing new).
    ['lint', 'npm', ['run', 'lint']],
    // Every file as Prettier writes it, so a change's diff holds only what it changed.
    ['format check', 'npm', ['run', 'format:check']],
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
 * With the PostgreSQL run after it, the embedded run leaves the fuzz suite to PostgreSQL, the engine
 * production runs on: its four shards judge input validation (never a 5xx, never a write), which does
 * not depend on the engine. Every operation is still fuzzed once per CI run; without a PostgreSQL URL
 * (a developer's `npm test`) the embedded run fuzzes as before.
 */
const FUZZ_FILES = 'apps/server/src/test/fuzz-*.integration.test.ts';
if (postgresUrl) {
  // Both integration runs go beside the journeys, one after the other, each in one worker (ADR 79),
  // instead of the embedded run holding the journeys back until it has ended.
  const at = steps.findIndex((step) => step[0] === 'API integration tests');
  const [, cmd, args] = steps.splice(at, 1)[0];
  const e2e = steps.findIndex((step) => step[0] === 'browser e2e');
  steps[e2e] = {
    main: steps[e2e],
    // One worker each: two would take the journeys' idle core and more, and slow them past their waits.
    beside: [
      [
        'API integration tests (one worker, beside the browser journeys)',
        cmd,
        [...args, '--maxWorkers=1', '--exclude', FUZZ_FILES],
      ],
      [
        'API integration tests on PostgreSQL (one worker, beside the browser journeys)',
        'npx',
        ['vitest', 'run', '--project', 'integration', '--maxWorkers=1'],
        { TEST_DATABASE_URL: postgresUrl },
      ],
    ],
  };
}
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
function runStreamed([name, cmd, args, extraEnv = {}]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n▶ ${name}`);
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
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

/**
 * A step with others beside it, run one after another: the main one's output streamed, each other's held
 * and printed whole when it ends; all run to their end (a failure beside does not stop the next), and
 * all must pass.
 */
async function runBeside({ main, beside }) {
  const t0 = Date.now();
  console.log(`\n▶ ${main[0]}, with ${beside.map(([name]) => name).join(', then ')} beside it`);
  const inTurn = async () => {
    let ok = true;
    for (const step of beside) ok = (await runBuffered(step)) && ok;
    return ok;
  };
  const [mainOk, besideOk] = await Promise.all([runStreamed(main), inTurn()]);
  console.log(`(side by side: ${secondsSince(t0)}s)`);
  return mainOk && besideOk;
}

for (const step of steps) {
  const ok = !Array.isArray(step)
    ? await runBeside(step)
    : Array.isArray(step[0])
      ? await runGroup(step)
      : await runStreamed(step);
  if (!ok) break;
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
