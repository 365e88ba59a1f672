import { captureQueries } from '../app-server.ts';
import { bareRouteFloor, rawSqlFloor } from '../floors.ts';
import { load } from '../load.ts';
import type { BenchContext, Measurement, Ratio, Scenario, ScenarioResult } from './types.ts';

// ARCHITECTURE §6: employee list page, 50 rows, RLS on, 50 connections.
const BUDGET_REQ_PER_SEC = 2500;
const BUDGET_P99_MS = 50;

interface Endpoint {
  path: string;
  label: string;
  /** The statements that compute the same answer without the app (one iteration = one answer). */
  sameAnswerSql: string[] | null;
}

const EMPLOYEE_LIST_SQL = `SELECT id, first_name, last_name, email, custom_employee_id, branch_id, department_id, status
  FROM employees WHERE company_id = $1 ORDER BY last_name, first_name LIMIT 50`;

const EMPLOYEES: Endpoint = {
  path: '/api/v1/organization/employees?page=1&perPage=50',
  label: 'GET /api/v1/organization/employees?page=1&perPage=50',
  sameAnswerSql: null,
};

// Fallback while the employee list is not built: the only authenticated paged list in the app.
const ACTIVITY_LOGS: Endpoint = {
  path: '/api/v1/home/activity-logs?page=1&perPage=50',
  label: 'GET /api/v1/home/activity-logs?page=1&perPage=50',
  sameAnswerSql: [
    `SELECT id, action, entity, entity_id, description, actor_name, created_at FROM audit_logs
     WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    `SELECT count(*)::int AS total FROM audit_logs WHERE company_id = $1`,
  ],
};

async function chooseEndpoint(ctx: BenchContext): Promise<Endpoint> {
  if (ctx.app.app.hasRoute({ method: 'GET', url: '/api/v1/organization/employees' })) return EMPLOYEES;
  const probe = await fetch(`${ctx.app.baseUrl}${EMPLOYEES.path}`, {
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  await probe.arrayBuffer();
  return probe.status === 404 ? ACTIVITY_LOGS : EMPLOYEES;
}

export const employeeListScenario: Scenario = {
  name: 'list',
  title: 'Authenticated paged list: 50 rows a page, RLS on, 50 connections',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const { settings, company } = ctx;
    const headers = { authorization: `Bearer ${ctx.token}` };
    const endpoint = await chooseEndpoint(ctx);
    const notes = [
      `endpoint: ${endpoint.label}${endpoint === ACTIVITY_LOGS ? ' (fallback: /organization/employees is not registered yet)' : ''}`,
      `tenant: ${company.slug} (id ${company.id}) of ${ctx.data.companies.length}, ${ctx.data.employeesPerCompany} employees each; signed in as its owner`,
      `${settings.connections} connections, ${settings.seconds} s measured after ${settings.warmupSeconds} s warm-up; app pool ${settings.poolMax}`,
    ];

    // One warm request, observed: it must answer 200 with a full page, and its statements are listed.
    // The first request of a session loads the session user; the measured load is all warm requests.
    await (await fetch(`${ctx.app.baseUrl}${endpoint.path}`, { headers })).arrayBuffer();
    const { result: probe, statements } = await captureQueries(async () => {
      const res = await fetch(`${ctx.app.baseUrl}${endpoint.path}`, { headers });
      return {
        status: res.status,
        body: (await res.json()) as { data?: { results?: unknown[]; total?: number } },
      };
    });
    if (probe.status !== 200)
      throw new Error(`${endpoint.label} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
    const rows = probe.body.data?.results?.length ?? 0;
    if (rows !== 50) notes.push(`warning: the page holds ${rows} rows, not 50`);

    const measurements: Measurement[] = [];
    const sqlOpts = {
      connectionString: ctx.data.db.appUrl,
      companyId: company.id,
      concurrency: settings.connections,
      seconds: settings.seconds,
    };
    ctx.log('raw SQL floor (employee list query)…');
    const sqlFloor = await rawSqlFloor({ ...sqlOpts, statements: [EMPLOYEE_LIST_SQL] });
    measurements.push({
      label: 'floor: raw SQL, employee list query',
      rate: sqlFloor.perSec,
      unit: 'queries/s',
      p50: sqlFloor.p50,
      p99: sqlFloor.p99,
      errors: sqlFloor.errors,
    });
    let sameAnswer: Awaited<ReturnType<typeof rawSqlFloor>> | undefined;
    if (endpoint.sameAnswerSql) {
      ctx.log('raw SQL floor (same answer as the endpoint)…');
      sameAnswer = await rawSqlFloor({ ...sqlOpts, statements: endpoint.sameAnswerSql });
      measurements.push({
        label: 'floor: raw SQL, same answer (page + total)',
        rate: sameAnswer.perSec,
        unit: 'answers/s',
        p50: sameAnswer.p50,
        p99: sameAnswer.p99,
        errors: sameAnswer.errors,
      });
    }

    ctx.log('bare Fastify route floor…');
    const loadOpts = {
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
    };
    const bare = await bareRouteFloor(loadOpts);
    measurements.push({
      label: 'floor: bare Fastify route, fixed 50 items',
      rate: bare.reqPerSec,
      unit: 'req/s',
      ...pick(bare),
    });

    ctx.log(`app: ${endpoint.label}…`);
    const app = await load({ url: `${ctx.app.baseUrl}${endpoint.path}`, headers, ...loadOpts });
    measurements.unshift({ label: 'app', rate: app.reqPerSec, unit: 'req/s', ...pick(app) });
    if (app.errors || app.non2xx)
      notes.push(
        `warning: ${app.errors} connection errors and ${app.non2xx} non-2xx answers during the app run`,
      );

    const ratios: Ratio[] = [
      { label: 'app req/s ÷ bare route req/s', value: app.reqPerSec / bare.reqPerSec },
      {
        label: 'app req/s ÷ raw SQL queries/s (employee list query)',
        value: app.reqPerSec / sqlFloor.perSec,
      },
    ];
    if (sameAnswer)
      ratios.push({
        label: 'app req/s ÷ raw SQL answers/s (same answer)',
        value: app.reqPerSec / sameAnswer.perSec,
      });

    const ok2xx = app.errors === 0 && app.non2xx === 0;
    return {
      notes,
      measurements,
      ratios,
      budgets: [
        {
          label: `throughput ≥ ${BUDGET_REQ_PER_SEC.toLocaleString('en')} req/s`,
          pass: ok2xx && app.reqPerSec >= BUDGET_REQ_PER_SEC,
          measured: `${Math.round(app.reqPerSec).toLocaleString('en')} req/s`,
        },
        {
          label: `p99 ≤ ${BUDGET_P99_MS} ms`,
          pass: ok2xx && app.p99 <= BUDGET_P99_MS,
          measured: `${app.p99} ms`,
        },
      ],
      details: [
        `statements per request (${statements.length} round trips, BEGIN/COMMIT included):`,
        ...statements.map((s, i) => `  ${i + 1}. ${s.length > 150 ? `${s.slice(0, 147)}...` : s}`),
      ],
    };
  },
};

function pick(r: { p50: number; p99: number; errors: number; non2xx: number }) {
  return { p50: r.p50, p99: r.p99, errors: r.errors, non2xx: r.non2xx };
}
