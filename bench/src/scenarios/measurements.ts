import { rawSqlFloor, type SqlFloorResult, type SqlStatement } from '../floors.ts';
import type { LoadResult } from '../load.ts';
import type { BenchContext, BudgetCheck, Measurement, Ratio } from './types.ts';

/**
 * The floor of a page: its own statements run as the app role of the tenant (RLS on, as for the app),
 * `concurrency` clients at once, for the run's measured seconds.
 */
export const floor =
  (ctx: BenchContext, concurrency: number) =>
  (statements: SqlStatement[]): Promise<SqlFloorResult> =>
    rawSqlFloor({
      connectionString: ctx.data.db.appUrl,
      companyId: ctx.company.id,
      concurrency,
      seconds: ctx.settings.seconds,
      statements,
    });

/** An app run as a line of the report. */
export const appLine = (label: string, r: LoadResult): Measurement => ({
  label,
  rate: r.reqPerSec,
  unit: 'req/s',
  p50: r.p50,
  p99: r.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});

/** A raw SQL floor as a line of the report: a page's statements run together, pages a second. */
export const floorLine = (label: string, r: SqlFloorResult): Measurement => ({
  label,
  rate: r.perSec,
  unit: 'pages/s',
  p50: r.p50,
  p99: r.p99,
  errors: r.errors,
});

/** The app's rate as a share of its own statements' floor, measured in the same run. */
export const ratio = (label: string, app: LoadResult, floor: SqlFloorResult): Ratio => ({
  label,
  value: app.reqPerSec / floor.perSec,
});

const clean = (r: LoadResult) => r.errors === 0 && r.non2xx === 0;

interface BudgetRule {
  /** Concurrent clients of the busy run. */
  connections: number;
  /** One user's p99 at most. */
  p99Ms: number;
  /** The busy run's rate at least this share of its own statements' floor, measured in the same run. */
  ratio: number;
}

/** A page's two budgets under `rule`: one user's p99, and a busy run's rate against its floor. */
export const budgets =
  ({ connections, p99Ms, ratio }: BudgetRule) =>
  (name: string, solo: LoadResult, busy: LoadResult, floor: number): BudgetCheck[] => [
    {
      label: `${name}, one user: p99 ≤ ${p99Ms} ms`,
      pass: clean(solo) && solo.p99 <= p99Ms,
      measured: `${solo.p99} ms`,
    },
    {
      label: `${name}, ${connections} connections: ≥ ${ratio}× its statements`,
      pass: clean(busy) && busy.reqPerSec / floor >= ratio,
      measured: `${(busy.reqPerSec / floor).toFixed(2)}×`,
    },
  ];

/** The statements a page ran, one numbered line each under the report. */
export const statementLines = (statements: SqlStatement[]) =>
  statements.map((s, i) => `  ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
