import { captureQueries } from '../app-server.ts';
import { rawSqlFloor, type SqlStatement } from '../floors.ts';
import { load, type LoadResult } from '../load.ts';
import { MONTH } from './overtime-seed.ts';
import type { BenchContext, BudgetCheck, Measurement, Ratio } from './types.ts';

// The overtime list page (issue 18, ARCHITECTURE §6): at least half the rate of its own statements run
// through node-postgres, under the bench's connections. Measured only once GET /attendance/overtimes
// answers: the list is built beside this scenario.
const BUDGET_RATIO = 0.5;
const PATH = `/api/v1/attendance/overtimes?page=1&per_page=50&start_date=${MONTH.from}&end_date=${MONTH.to}`;

export interface ListPart {
  notes: string[];
  measurements: Measurement[];
  ratios: Ratio[];
  budgets: BudgetCheck[];
  details: string[];
}

export async function measureOvertimeList(ctx: BenchContext): Promise<ListPart> {
  const headers = { authorization: `Bearer ${ctx.token}` };
  const first = await fetch(`${ctx.app.baseUrl}${PATH}`, { headers });
  await first.arrayBuffer();
  if (first.status === 404) {
    return {
      notes: ['list page: GET /attendance/overtimes does not answer yet (404), so it is not measured'],
      measurements: [],
      ratios: [],
      budgets: [],
      details: [],
    };
  }
  const { result, calls } = await captureQueries(async () => {
    const res = await fetch(`${ctx.app.baseUrl}${PATH}`, { headers });
    return {
      status: res.status,
      body: (await res.json()) as { data?: { results?: unknown[]; total?: number } },
    };
  });
  if (result.status !== 200) throw new Error(`GET ${PATH} answered ${result.status}`);
  const statements: SqlStatement[] = calls.filter(
    (c) => /overtime_records/.test(c.text) && !/^\s*(INSERT|UPDATE|DELETE)/i.test(c.text),
  );
  if (statements.length === 0) throw new Error(`GET ${PATH}: no overtime statement seen`);
  const { settings, company } = ctx;
  ctx.log('overtime list: raw SQL floor, then the app…');
  const floor = await rawSqlFloor({
    connectionString: ctx.data.db.appUrl,
    companyId: company.id,
    statements,
    concurrency: settings.connections,
    seconds: settings.seconds,
  });
  const busy: LoadResult = await load({
    url: `${ctx.app.baseUrl}${PATH}`,
    headers,
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
  });
  const ratio = busy.reqPerSec / floor.perSec;
  return {
    notes: [
      `list page: GET ${PATH.replace('/api/v1', '')}, ${result.body.data?.results?.length ?? 0} rows of ${result.body.data?.total ?? 0}; ${statements.length} overtime statements; ${settings.connections} connections`,
    ],
    measurements: [
      {
        label: 'app: overtime list page',
        rate: busy.reqPerSec,
        unit: 'req/s',
        p50: busy.p50,
        p99: busy.p99,
        errors: busy.errors,
        non2xx: busy.non2xx,
      },
      {
        label: "floor: raw SQL, the list's statements",
        rate: floor.perSec,
        unit: 'pages/s',
        p50: floor.p50,
        p99: floor.p99,
        errors: floor.errors,
      },
    ],
    ratios: [{ label: 'overtime list: app req/s ÷ raw SQL of its statements', value: ratio }],
    budgets: [
      {
        label: `overtime list, ${settings.connections} connections: ≥ ${BUDGET_RATIO}× its statements`,
        pass: busy.errors === 0 && busy.non2xx === 0 && ratio >= BUDGET_RATIO,
        measured: `${ratio.toFixed(2)}×`,
      },
    ],
    details: statements.map((s, i) => `  list ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`),
  };
}
