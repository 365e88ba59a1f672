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
// E2E_LANES sets the lane count (default 1). A lane keeps the 2-core machine busy on its own: its
// server, its Chromium and Playwright. Measured on the same machine and build: two lanes took 1333 and
// 1221 s side by side, each journey 2.5-4 times slower than alone (hiring 237 s against 36 s), while
// one lane ran every journey in 1118 s; three lanes timed journeys out.
// At the end it prints where each lane's time went: its server's start and each journey file, longest
// first. --record writes those seconds to e2e/journey-seconds.json for the next deal (a full run's).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

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
const clashes = (file, files) =>
  APART.some((pair) => pair.includes(file) && pair.some((other) => other !== file && files.includes(other)));

/**
 * Longest first, each to the lane that would finish soonest (the greedy rule for balancing lanes).
 * A lane is one or more runs, one after another, each a Playwright process with its own fresh server:
 * a file goes to the lane's first run holding nothing it must stay APART from, so a clash costs one more
 * server start, not a lane.
 */
function dealToLanes(files, seconds, laneCount) {
  const lanes = Array.from({ length: laneCount }, () => ({ runs: [], seconds: 0 }));
  const weight = (f) => seconds[f] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = lanes.reduce((best, l) => (l.seconds < best.seconds ? l : best));
    const run = lane.runs.find((r) => !clashes(file, r));
    if (run) run.push(file);
    else lane.runs.push([file]);
    lane.seconds += weight(file);
  }
  return lanes.filter((l) => l.runs.length > 0);
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

/** Removes the prepared directory and, on PostgreSQL (E2E_POSTGRES_URL), the template database it names. */
async function dropTemplate(dir) {
  const named = path.join(dir, 'postgres-database');
  const name = existsSync(named) ? readFileSync(named, 'utf8').trim() : '';
  if (/^clockroom_e2e_tpl_[0-9a-f]+$/.test(name)) {
    // The servers' copies (named after the template, e2e/server.mjs) first: a server killed before it
    // could drop its own leaves one.
    const client = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
    await client.connect();
    try {
      const copies = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        `${name.replace('_tpl_', '_')}_`,
      ]);
      for (const { datname } of copies.rows)
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  rmSync(path.dirname(dir), { recursive: true, force: true });
}

const reportFile = (index, run) =>
  path.join(root, `test-results/e2e-${index + 1}${run ? `-${run + 1}` : ''}.json`);

/** One run of a lane: a Playwright process, its own server on the lane's port, these files. */
function runFiles(files, index, run, extraArgs, template) {
  rmSync(reportFile(index, run), { force: true });
  const env = {
    ...process.env,
    ...(template ? { E2E_TEMPLATE_DIR: template } : {}),
    E2E_PORT: String(BASE_PORT + index * PORT_STEP),
    E2E_DATA_DIR_FILE: path.join(e2eDir, `.data-dir-${index + 1}`),
    E2E_OUTPUT_DIR: path.join(root, `test-results/e2e-${index + 1}${run ? `-${run + 1}` : ''}`),
    E2E_REPORT_FILE: reportFile(index, run),
  };
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', ...extraArgs, ...files], {
      cwd: e2eDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A lane's runs one after another; every run is run even after one failed, so all failures show. */
async function runLane(lane, index, extraArgs, template) {
  const name = `e2e lane ${index + 1}`;
  const files = lane.runs.map((r) => r.join(' ')).join(' | then, on a fresh server: ');
  console.log(`▶ ${name} (about ${lane.seconds}s): ${files}`);
  const t0 = Date.now();
  let ok = true;
  for (const [run, runFilesList] of lane.runs.entries()) {
    ok = (await runFiles(runFilesList, index, run, extraArgs, template)) && ok;
  }
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - t0) / 1000).toFixed(0)}s)`);
  return ok;
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
 * Where a run's time went, from its JSON report: the server's start (from the run's start to its first
 * test) and each file's seconds, from its first test's start to the next file's (so a file's hooks, its
 * own servers, its retries and a worker restarted after a failure count as its own).
 */
function runTimes(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const runStart = Date.parse(report.stats.startTime);
  const runEnd = runStart + report.stats.duration;
  const starts = new Map();
  const failed = new Set();
  for (const { file: journey, results } of testsOf(report.suites)) {
    for (const r of results)
      starts.set(journey, Math.min(starts.get(journey) ?? Infinity, Date.parse(r.startTime)));
    const last = results.at(-1)?.status;
    if (last !== 'passed' && last !== 'skipped') failed.add(journey);
  }
  const ordered = [...starts].sort((a, b) => a[1] - b[1]);
  const files = ordered.map(([journey, start], i) => ({
    file: journey,
    seconds: ((ordered[i + 1]?.[1] ?? runEnd) - start) / 1000,
    passed: !failed.has(journey),
  }));
  return { serverStart: ((ordered[0]?.[1] ?? runEnd) - runStart) / 1000, files };
}

/** A lane's times: its runs' server starts added up, and every file of every run. */
function laneTimes(lane, index) {
  const runs = lane.runs.map((_, run) => runTimes(reportFile(index, run))).filter(Boolean);
  if (runs.length === 0) return null;
  return {
    serverStart: runs.reduce((sum, r) => sum + r.serverStart, 0),
    servers: runs.length,
    files: runs.flatMap((r) => r.files),
  };
}

/** Prints each lane's times; answers the seconds of the files that passed (a failed one stopped early). */
function printTimes(lanes) {
  const measured = {};
  lanes.forEach((times, i) => {
    if (!times) return;
    const servers = times.servers > 1 ? `${times.servers} servers started in` : 'server started in';
    console.log(`\ne2e lane ${i + 1}: ${servers} ${times.serverStart.toFixed(0)}s, then`);
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
const laneCount = requested > 0 ? requested : 1;
const seconds = JSON.parse(readFileSync(path.join(e2eDir, 'journey-seconds.json'), 'utf8'));
const lanes = dealToLanes(journeyFiles(e2eDir), seconds, laneCount);
const template = await prepareTemplate();
const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i, args, template)));
if (template) await dropTemplate(template);
const measured = printTimes(lanes.map((lane, i) => laneTimes(lane, i)));
if (record) {
  // A file that failed keeps the seconds it had.
  const all = { ...seconds, ...measured };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(e2eDir, 'journey-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log('e2e/journey-seconds.json records these seconds');
}
process.exit(results.every(Boolean) ? 0 : 1);
