import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import pg from 'pg';
import { load, type LoadResult } from './load.ts';
import { closeClients, connectClients, waitForSlots } from './connection-slots.ts';

/** Fifty rows shaped like an employee page, so serialising them costs what the real page costs. */
export const FIXED_PAGE = Array.from({ length: 50 }, (_, i) => ({
  id: 1000 + i,
  first_name: `First${i}`,
  last_name: `Last${i}`,
  email: `first${i}.last${i}@bench.example`,
  custom_employee_id: `BENCH-${10001 + i}`,
  mobile_number: '234-8031234567',
  branch: { id: 1 + (i % 4), station_name: 'Ikeja Branch' },
  department: { id: 1 + (i % 6), department_name: 'Operations' },
  status: 1,
  appointment_date: '2021-03-01',
}));

/**
 * The HTTP floor: a plain Fastify with one GET returning a fixed 50-item array, no plugins, no
 * database, same host, same load settings as the app.
 */
export async function bareRouteFloor(opts: {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<LoadResult> {
  const app = fastify({ logger: false });
  app.get('/bare', async () => FIXED_PAGE);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as AddressInfo;
    return await load({ url: `http://127.0.0.1:${port}/bare`, ...opts });
  } finally {
    await app.close();
  }
}

export interface SqlFloorResult {
  perSec: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  seconds: number;
}

export interface SqlFloorOptions {
  /** Connect as the app role, so RLS applies exactly as it does to the app. */
  connectionString: string;
  companyId: number;
  /**
   * Statements run in order per iteration; one iteration = one answer. A plain string takes the
   * company id as `$1`; a captured statement brings its own values (and its name, to run prepared as
   * the app does).
   */
  statements: (string | SqlStatement)[];
  concurrency: number;
  seconds: number;
}

export interface SqlStatement {
  text: string;
  values: unknown[];
  name?: string;
}

export function percentile(sorted: Float64Array, p: number): number {
  // Never below the first sample: p = 0 would otherwise index -1.
  const index = Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/**
 * The SQL floor: the query (or queries) that compute the same answer, through `concurrency`
 * connections with as many loops, each on its own connection with the tenant set once for the
 * session. RLS is on; the per-request transaction, token and session look-ups are not there. The
 * connections are opened once the server has room for them (connection-slots.ts) and closed before
 * this returns, so a refused connection fails the scenario instead of hanging it.
 */
export async function rawSqlFloor(opts: SqlFloorOptions): Promise<SqlFloorResult> {
  const latencies: number[] = [];
  let errors = 0;
  const clients = await connectClients(opts.connectionString, opts.concurrency);
  try {
    await Promise.all(
      clients.map((c) => c.query(`SELECT set_config('app.company_id', $1, false)`, [String(opts.companyId)])),
    );
    const query = (client: pg.Client, statement: string | SqlStatement) =>
      typeof statement === 'string'
        ? client.query(statement, [opts.companyId])
        : client.query({ text: statement.text, values: statement.values, name: statement.name });
    const [first] = clients;
    const [statement] = opts.statements;
    if (!first || statement === undefined)
      throw new Error('raw SQL floor: needs at least one connection and one statement');
    const rows = await query(first, statement);
    if (rows.rowCount === 0)
      throw new Error('raw SQL floor: the query returned no rows (tenant or data missing)');
    const started = performance.now();
    const deadline = started + opts.seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          try {
            for (const statement of opts.statements) await query(client, statement);
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(latencies).sort();
    return {
      perSec: latencies.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors,
      total: latencies.length,
      seconds,
    };
  } finally {
    await closeClients(opts.connectionString, clients);
  }
}

export interface PgbenchFloorOptions {
  /** Connect as the app role, so RLS applies exactly as it does to the app. */
  connectionString: string;
  companyId: number;
  /** The statement, with `$n` placeholders bound to `values` (a plain string takes the company id as `$1`). */
  statement: string | SqlStatement;
  clients: number;
  seconds: number;
}

/**
 * The floor the organisation issue names: the same statement run through pgbench (C client, extended
 * protocol, prepared, as the app runs it), `clients` connections over as many threads as the box has
 * cores, the tenant bound once per session through PGOPTIONS. `$n` becomes a pgbench variable
 * passed with -D, so the values travel as parameters exactly as the app sends them.
 */
export async function pgbenchFloor(opts: PgbenchFloorOptions): Promise<SqlFloorResult> {
  const statement =
    typeof opts.statement === 'string' ? { text: opts.statement, values: [opts.companyId] } : opts.statement;
  const dir = mkdtempSync(path.join(tmpdir(), 'clockroom-pgbench-'));
  try {
    const script = path.join(dir, 'statement.sql');
    // pgbench reads one command per line: fold the statement onto one line.
    const text = statement.text.replace(/\$(\d+)/g, ':p$1').replace(/\s+/g, ' ');
    writeFileSync(script, `${text};\n`);
    const defines = statement.values.flatMap((v, i) => ['-D', `p${i + 1}=${String(v)}`]);
    const threads = Math.max(1, Math.min(availableParallelism(), opts.clients));
    // pgbench opens its clients at once, and exits on the first one refused.
    await waitForSlots(opts.connectionString, opts.clients);
    const args = [
      ...['-n', '-M', 'prepared', '-f', script, ...defines],
      ...['-c', String(opts.clients), '-j', String(threads), '-T', String(opts.seconds)],
      ...['-l', '--log-prefix', path.join(dir, 'log'), opts.connectionString],
    ];
    const { stdout } = await run('pgbench', args, {
      ...process.env,
      PGOPTIONS: `-c app.company_id=${opts.companyId}`,
    });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Per-transaction log lines: client_id transaction_no time_us script_no time_epoch time_us_part.
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000);
    const sorted = Float64Array.from(latencies).sort();
    return {
      perSec: tps,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: failed,
      total: latencies.length,
      seconds: opts.seconds,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the pgbench client is installed (it comes with PostgreSQL's client tools). */
export async function pgbenchAvailable(): Promise<boolean> {
  return run('pgbench', ['--version'], process.env).then(
    () => true,
    () => false,
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${command} failed: ${stderr || err.message}`));
      else resolve({ stdout });
    });
  });
}
