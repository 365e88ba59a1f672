/** Everything the bench reads from the environment, read once (README has the table). */
export interface BenchSettings {
  /** Superuser URL of the PostgreSQL server; the bench creates and drops its own database there. */
  serverUrl: string;
  companies: number;
  employeesPerCompany: number;
  /** Measured seconds per load run. */
  seconds: number;
  /** Unreported warm-up seconds before each HTTP load run (JIT, pool connections, caches). */
  warmupSeconds: number;
  /** HTTP connections (autocannon) and concurrent SQL loops. */
  connections: number;
  /** The app's PostgreSQL pool size. */
  poolMax: number;
}

function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

export function loadSettings(): BenchSettings {
  return {
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    companies: positiveInt('BENCH_COMPANIES', 100),
    employeesPerCompany: positiveInt('BENCH_EMPLOYEES', 1000, 60),
    seconds: positiveInt('BENCH_SECONDS', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP_SECONDS', 2, 0),
    connections: positiveInt('BENCH_CONNECTIONS', 50),
    poolMax: positiveInt('BENCH_POOL', 50),
  };
}
