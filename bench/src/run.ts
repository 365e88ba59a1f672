import { loadSettings } from './settings.ts';
import { generate, type BenchDatabase } from './generate.ts';
import { signIn, startApp, type RunningApp } from './app-server.ts';
import { SCENARIOS } from './scenarios/index.ts';
import type { BenchContext, Scenario, ScenarioResult } from './scenarios/types.ts';
import { printFailure, printGeneration, printScenario, printSummary } from './report.ts';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const USAGE = `Usage: npm run bench [-- <scenario> ...]   (no scenario, or "all": every scenario)
Scenarios: ${SCENARIOS.map((s) => `${s.name} (${s.title})`).join('; ')}
Environment: BENCH_COMPANIES (100), BENCH_EMPLOYEES (1000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
             BENCH_CONNECTIONS (50), BENCH_POOL (50), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres)`;

function selectScenarios(args: string[]): Scenario[] {
  const names = args.filter((a) => a !== '--' && a !== 'all');
  if (names.length === 0) return [...SCENARIOS];
  const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}\n${USAGE}`);
  return SCENARIOS.filter((s) => names.includes(s.name));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((a) => a === '--help' || a === '-h' || a === 'help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const selected = selectScenarios(args);
  const settings = loadSettings();

  // Whatever happens (failure, Ctrl-C), the app closes and the database is dropped.
  let db: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  const cleanup = async (appCloseTimeoutMs = 30_000) => {
    const [openApp, openDb] = [app, db];
    app = undefined;
    db = undefined;
    // The app's pool first: dropping the database WITH (FORCE) under live connections kills them.
    if (openApp) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log('the app did not close in time; dropping the database anyway');
          resolve();
        }, appCloseTimeoutMs);
      });
      await Promise.race([
        openApp.close().catch((err: unknown) => log(`close app failed: ${String(err)}`)),
        timeout,
      ]);
      clearTimeout(timer);
    }
    if (openDb) {
      await openDb.drop().then(
        () => log(`database ${openDb.name} dropped`),
        (err: unknown) => log(`drop database ${openDb.name} failed: ${String(err)}`),
      );
    }
  };
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: cleaning up`);
    // Dropping the database WITH (FORCE) ends connections still in use by a running measurement.
    process.on('uncaughtException', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') log(`during cleanup: ${err.message}`);
    });
    // Load may still be running against the app: bound its close, then drop and leave.
    void cleanup(3000).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    log(`generating ${settings.companies} companies × ${settings.employeesPerCompany} employees…`);
    const data = await generate({
      companies: settings.companies,
      employeesPerCompany: settings.employeesPerCompany,
      serverUrl: settings.serverUrl,
      onDatabaseCreated: (created) => {
        db = created;
      },
      log,
    });
    printGeneration(data);

    app = await startApp(data, settings.poolMax);
    const company = data.companies[Math.floor(data.companies.length / 2)];
    if (!company) throw new Error('The generated data has no company to sign in to');
    const token = await signIn(app, company, data.password);
    log(`app listening at ${app.baseUrl}; signed in as ${company.ownerEmail}`);
    const ctx: BenchContext = { settings, data, app, company, token, log };

    const results: { scenario: Scenario; result?: ScenarioResult }[] = [];
    for (const scenario of selected) {
      log(`scenario ${scenario.name}`);
      try {
        await scenario.prepare?.(ctx);
        const result = await scenario.run(ctx);
        printScenario(scenario, result);
        results.push({ scenario, result });
      } catch (err) {
        // A budget miss is printed, not fatal; a scenario that cannot run is an error.
        printFailure(scenario, err);
        results.push({ scenario });
        process.exitCode = 1;
      }
    }
    printSummary(results);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
