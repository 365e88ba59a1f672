#!/usr/bin/env node
// The browser journeys in lanes: each lane is its own Playwright process against its own server on its
// own fresh embedded database (e2e/server.mjs, a copy of one seeded before the lanes start), so lanes
// share nothing but the machine. Journey files are dealt to lanes longest first by the seconds they
// took last time they were measured (e2e/journey-seconds.json; a file not listed there counts as
// DEFAULT_SECONDS), which keeps the lanes' ends close together. Each lane's lines are printed as they
// come, behind its name.
//
//   node scripts/e2e-lanes.mjs [--lanes N] [--record] [playwright args…]
//
// E2E_LANES sets the lane count (default: the number of cores, at most 2: a lane keeps about one core
// busy with its server, its Chromium and Playwright, so more lanes than cores only slows each one;
// measured again with 3 lanes on 2 cores: no idle time left, each journey 1.5-2x slower, and journeys
// timed out).
// At the end it prints where each lane's time went: its server's start and each journey file, longest
// first. --record writes those seconds to e2e/journey-seconds.json for the next deal (a full run's).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const e2eDir = path.join(root, 'e2e');
const DEFAULT_SECONDS = 45;
/** Lane i's server listens on BASE_PORT + i * PORT_STEP; a journey's own server takes the next port. */
const BASE_PORT = 3100;
const PORT_STEP = 10;

function journeyFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return journeyFiles(full);
    return name.endsWith('.e2e.ts') ? [path.relative(e2eDir, full)] : [];
  });
}

/**
 * Journeys that may not share a server. Both payment journeys pay the demo's current month (the payroll
 * run confirms it and checks its payslips; the salary payment confirms Port Harcourt's share and pays
 * it), so on one database whichever runs second finds the month already confirmed and fails. The
 * appraisal cycle ends a group of three, which would become the cycle "ended last" whose seven grades
 * the appraisal settings journey reads from the dashboard into the report.
 */
const APART = [
  ['payroll/payroll-run.e2e.ts', 'payments/salary-payment.e2e.ts'],
  ['performance/appraisal-cycle.e2e.ts', 'performance/appraisal-settings.e2e.ts'],
];
const clashes = (file, lane) =>
  APART.some(
    (pair) => pair.includes(file) && pair.some((other) => other !== file && lane.files.includes(other)),
  );

/**
 * Longest first, each to the lane that would finish soonest (the greedy rule for balancing lanes)
 * among those holding nothing it must stay APART from (any lane when every one does).
 */
function dealToLanes(files, seconds, laneCount) {
  const lanes = Array.from({ length: laneCount }, () => ({ files: [], seconds: 0 }));
  const weight = (f) => seconds[f] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const open = lanes.filter((l) => !clashes(file, l));
    const lane = (open.length ? open : lanes).reduce((best, l) => (l.seconds < best.seconds ? l : best));
    lane.files.push(file);
    lane.seconds += weight(file);
  }
  return lanes.filter((l) => l.files.length > 0);
}

/**
 * One seeded data directory for every server of the run (e2e/server.mjs --prepare): each lane's server,
 * and a journey's own, starts from a copy instead of seeding its own at the same time as the others.
 * Undefined when it could not be made; each server then seeds its own, as before.
 */
async function prepareTemplate() {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'clockroom-e2e-template-')), 'data');
  const t0 = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(e2eDir, 'server.mjs'), '--prepare', dir], {
      cwd: e2eDir,
      stdio: 'inherit',
    });
    child.on('close', resolve);
  });
  const took = ((Date.now() - t0) / 1000).toFixed(0);
  if (code === 0) {
    console.log(`✔ the journeys' seeded data directory (${took}s)`);
    return dir;
  }
  console.log(`✘ the journeys' seeded data directory failed (${took}s); each server seeds its own`);
  return undefined;
}

const reportFile = (index) => path.join(root, `test-results/e2e-${index + 1}.json`);

function runLane(lane, index, extraArgs, template) {
  const name = `e2e lane ${index + 1}`;
  rmSync(reportFile(index), { force: true });
  const env = {
    ...process.env,
    ...(template ? { E2E_TEMPLATE_DIR: template } : {}),
    E2E_PORT: String(BASE_PORT + index * PORT_STEP),
    E2E_DATA_DIR_FILE: path.join(e2eDir, `.data-dir-${index + 1}`),
    E2E_OUTPUT_DIR: path.join(root, `test-results/e2e-${index + 1}`),
    E2E_REPORT_FILE: reportFile(index),
  };
  console.log(`▶ ${name} (about ${lane.seconds}s): ${lane.files.join(' ')}`);
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', ...extraArgs, ...lane.files],
      { cwd: e2eDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = (stream) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${index + 1}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${index + 1}] ${rest}`));
    };
    prefix(child.stdout);
    prefix(child.stderr);
    child.on('close', (code) => {
      const took = ((Date.now() - t0) / 1000).toFixed(0);
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${took}s)`);
      resolve(code === 0);
    });
  });
}

/** Every test of a Playwright JSON report: its file and its results (a retry adds one). */
function testsOf(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({ file: spec.file ?? suite.file ?? file, results: t.results })),
    ),
    ...testsOf(suite.suites ?? [], suite.file ?? file),
  ]);
}

/**
 * Where a lane's time went, from its JSON report: the server's start (from the run's start to its
 * first test) and each file's seconds, from its first test's start to the next file's (so a file's
 * hooks, its own servers, its retries and a worker restarted after a failure count as its own).
 */
function laneTimes(index) {
  if (!existsSync(reportFile(index))) return null;
  const report = JSON.parse(readFileSync(reportFile(index), 'utf8'));
  const runStart = Date.parse(report.stats.startTime);
  const runEnd = runStart + report.stats.duration;
  const starts = new Map();
  const failed = new Set();
  for (const { file, results } of testsOf(report.suites)) {
    for (const r of results)
      starts.set(file, Math.min(starts.get(file) ?? Infinity, Date.parse(r.startTime)));
    const last = results.at(-1)?.status;
    if (last !== 'passed' && last !== 'skipped') failed.add(file);
  }
  const ordered = [...starts].sort((a, b) => a[1] - b[1]);
  const files = ordered.map(([file, start], i) => ({
    file,
    seconds: ((ordered[i + 1]?.[1] ?? runEnd) - start) / 1000,
    passed: !failed.has(file),
  }));
  return { serverStart: ((ordered[0]?.[1] ?? runEnd) - runStart) / 1000, files };
}

/** Prints each lane's times; answers the seconds of the files that passed (a failed one stopped early). */
function printTimes(lanes) {
  const measured = {};
  lanes.forEach((times, i) => {
    if (!times) return;
    console.log(`\ne2e lane ${i + 1}: server started in ${times.serverStart.toFixed(0)}s, then`);
    for (const { file, seconds, passed } of [...times.files].sort((a, b) => b.seconds - a.seconds)) {
      console.log(`  ${seconds.toFixed(0).padStart(5)}s  ${file}${passed ? '' : ' (failed)'}`);
      if (passed) measured[file] = Math.round(seconds);
    }
  });
  return measured;
}

const args = process.argv.slice(2);
const recordFlag = args.indexOf('--record');
const record = recordFlag >= 0 && args.splice(recordFlag, 1).length > 0;
const laneFlag = args.indexOf('--lanes');
const requested = laneFlag >= 0 ? Number(args.splice(laneFlag, 2)[1]) : Number(process.env.E2E_LANES);
const laneCount = requested > 0 ? requested : Math.min(2, availableParallelism());
const seconds = JSON.parse(readFileSync(path.join(e2eDir, 'journey-seconds.json'), 'utf8'));
const lanes = dealToLanes(journeyFiles(e2eDir), seconds, laneCount);
const template = await prepareTemplate();
const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i, args, template)));
if (template) rmSync(path.dirname(template), { recursive: true, force: true });
const measured = printTimes(lanes.map((_, i) => laneTimes(i)));
if (record) {
  // A file that failed keeps the seconds it had.
  const all = { ...seconds, ...measured };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(e2eDir, 'journey-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log('e2e/journey-seconds.json records these seconds');
}
process.exit(results.every(Boolean) ? 0 : 1);
