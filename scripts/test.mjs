#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find: lint, typecheck, tenancy,
// unit, API integration, then the browser journeys against a freshly built web app.
// The first four are single-threaded and independent, so they run side by side, as many at once as
// the machine has cores; each one's output is held and printed whole when it ends, so logs never
// interleave. The later steps run one after another with their output streamed.
//
// With INTEGRATION_POSTGRES_URL set (CI sets it), the API integration tests run a second time, on that
// PostgreSQL server, beside the browser journeys and at a lower CPU priority. The journeys wait much
// of their time (animations, debounced searches, the server): their two lanes used about 900 CPU
// seconds (Chromium four fifths of it) where CI gave them about 780 s on two cores, so two fifths of
// those cores sat idle. The suite takes those instead of a stage of its own after the journeys, and
// being niced it yields the cores whenever a journey wants them. Its output is printed when it ends.
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
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
    ['tenancy check', 'npm', ['run', 'check:tenancy']],
  ],
  ['API integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['web build', 'npm', ['run', 'build']],
  ['bundle budgets', 'npm', ['run', 'budget', '-w', 'apps/web']],
  // In lanes, each with its own server and database, side by side (scripts/e2e-lanes.mjs).
  ['browser e2e', 'node', ['scripts/e2e-lanes.mjs']],
];
const postgresUrl = process.env.INTEGRATION_POSTGRES_URL;
/**
 * Runs beside the browser journeys (see the top of this file); niceness 10 leaves them about 90 % of a
 * core they contend for. A test may take three times its usual time there: the fuzz test of employee
 * creation took 30 s beside two lanes (16 s alone), half the usual 60 s limit, so this run allows 180 s.
 */
const besideJourneys = postgresUrl
  ? [
      'API integration tests on PostgreSQL',
      'nice',
      [
        ...['-n', '10', 'npx', 'vitest', 'run', '--project', 'integration'],
        ...['--testTimeout', '180000', '--hookTimeout', '360000'],
      ],
      { TEST_DATABASE_URL: postgresUrl },
    ]
  : null;
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
  else if (step[0] === 'browser e2e' && besideJourneys) {
    console.log(`\n▶ ${besideJourneys[0]}: beside the browser journeys, niced (printed when it ends)`);
    const t0 = Date.now();
    const both = await Promise.all([runStreamed(step), runBuffered(besideJourneys)]);
    console.log(`(browser e2e and ${besideJourneys[0]} side by side: ${secondsSince(t0)}s)`);
    ok = both.every(Boolean);
  } else ok = await runStreamed(step);
  if (!ok) break;
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
