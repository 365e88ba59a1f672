import { captureQueries } from '../app-server.ts';
import type { SqlStatement } from '../floors.ts';
import { load } from '../load.ts';
import { analyse, asOwner } from './as-owner.ts';
import * as measure from './measurements.ts';
import type { BenchContext, Scenario, ScenarioResult } from './types.ts';

// The approvals issue: All Leaves and the approvals inbox stay fast with 10,000 leave requests in a
// company: a 50-row page in under 100 ms, the raw statements as floor. Read as two lines: one user's
// page p99 ≤ 100 ms (on 2 cores, 50 concurrent clients queue behind each other: even the raw
// statements' p99 passes 100 ms there), and under 50 connections at least half the rate of the
// page's own statements run through node-postgres, the list budget's ratio (ARCHITECTURE §6).
const REQUESTS = 10_000;
const BUDGET_P99_MS = 100;
const BUDGET_RATIO = 0.5;
const LIST_PATH = '/api/v1/hrm/leaves?page=1&perPage=50';
const INBOX_PATH = '/api/v1/hrm/leaves/approvals?page=1&perPage=50';

/**
 * 10,000 requests for the company's staff over ten leave years, a third of them pending in a
 * two-level Sequential approval whose first level is the owner: the inbox has ~3,300 items waiting.
 */
async function seedLeave(ctx: BenchContext): Promise<void> {
  const ownerEmployee = ctx.company.ownerEmployeeId;
  await asOwner(
    ctx,
    async (owner, company) => {
      const type = await owner.query<{ id: string }>(
        `INSERT INTO leave_types (company_id, leave_name, weekend, applicable_days)
       VALUES ($1, 'Bench Annual Leave', '{Saturday,Sunday}', 20) RETURNING id`,
        [company],
      );
      const typeId = type.rows[0]?.id;
      // Request n: employee n mod staff (never the owner), a week in year 2020 + n mod 10.
      await owner.query(
        `WITH staff AS (
         SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n
         FROM employees WHERE company_id = $1 AND id <> $2)
       INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
       SELECT $1, s.id, $3, d, d + 4, 5, 'Bench leave ' || g,
              (ARRAY['pending', 'approved', 'rejected'])[1 + g % 3]
       FROM generate_series(0, $4 - 1) AS g
       JOIN staff s ON s.i = g % s.n
       CROSS JOIN LATERAL (SELECT make_date(2020 + g % 10, 1, 5) + ((g / 10) % 50) * 7 AS d) AS dd`,
        [company, ownerEmployee, typeId, REQUESTS],
      );
      await owner.query(
        `INSERT INTO approval_requests (company_id, module, subject_id, requester_id, approval_type, status)
       SELECT company_id, 'leave', id, employee_id, 'Sequential',
              CASE status WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'pending' END
       FROM leave_requests WHERE company_id = $1`,
        [company],
      );
      await owner.query(
        `INSERT INTO approval_request_levels (company_id, request_id, level, approver_id, outcome)
       SELECT a.company_id, a.id, l.level, $2, CASE WHEN a.status = 'pending' THEN NULL ELSE a.status END
       FROM approval_requests a CROSS JOIN (VALUES (1), (2)) AS l(level)
       WHERE a.company_id = $1 AND a.module = 'leave'`,
        [company, ownerEmployee],
      );
      // Who each pending request waits on now: level 1, the owner (what the engine writes, ADR 24).
      await owner.query(
        `INSERT INTO approval_waiting (company_id, request_id, employee_id, module, subject_id, requester_id)
       SELECT company_id, id, $2, module, subject_id, requester_id
       FROM approval_requests WHERE company_id = $1 AND module = 'leave' AND status = 'pending'`,
        [company, ownerEmployee],
      );
    },
    { transaction: true },
  );
  await analyse(ctx, 'leave_requests, approval_requests, approval_request_levels, approval_waiting');
}

/** One warm request, observed: it must answer 200 with a full page; its leave statements are kept. */
async function observe(ctx: BenchContext, path: string) {
  const headers = { authorization: `Bearer ${ctx.token}` };
  await (await fetch(`${ctx.app.baseUrl}${path}`, { headers })).arrayBuffer();
  const { result, calls } = await captureQueries(async () => {
    const res = await fetch(`${ctx.app.baseUrl}${path}`, { headers });
    return {
      status: res.status,
      body: (await res.json()) as { data?: { results?: unknown[]; total?: number } },
    };
  });
  if (result.status !== 200) throw new Error(`GET ${path} answered ${result.status}`);
  const statements: SqlStatement[] = calls.filter((c) => /"(leave_requests|approval_waiting)"/.test(c.text));
  if (statements.length === 0) throw new Error(`GET ${path}: no leave statement seen`);
  return { statements, rows: result.body.data?.results?.length ?? 0, total: result.body.data?.total ?? 0 };
}

export const leaveListScenario: Scenario = {
  name: 'leave',
  title: 'All Leaves and the approvals inbox: 10,000 requests, 50 rows a page, RLS on, 50 connections',
  prepare: seedLeave,
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const { settings, company } = ctx;
    const headers = { authorization: `Bearer ${ctx.token}` };
    const list = await observe(ctx, LIST_PATH);
    const inbox = await observe(ctx, INBOX_PATH);
    const notes = [
      `endpoints: GET ${LIST_PATH}; GET ${INBOX_PATH}`,
      `tenant: ${company.slug} (id ${company.id}) with ${list.total.toLocaleString('en')} leave requests; ${inbox.total.toLocaleString('en')} wait on its owner`,
      `${settings.connections} connections, ${settings.seconds} s measured after ${settings.warmupSeconds} s warm-up; app pool ${settings.poolMax}`,
      `each page is its rows and its total: ${list.statements.length} and ${inbox.statements.length} leave statements`,
    ];
    if (list.rows !== 50 || inbox.rows !== 50) notes.push('warning: a page holds fewer than 50 rows');
    const loadOpts = {
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
    };
    ctx.log('raw SQL floors…');
    const floor = measure.floor(ctx, settings.connections);
    const listFloor = await floor(list.statements);
    const inboxFloor = await floor(inbox.statements);
    ctx.log('app: All Leaves, then the inbox…');
    const appList = await load({ url: `${ctx.app.baseUrl}${LIST_PATH}`, headers, ...loadOpts });
    const appInbox = await load({ url: `${ctx.app.baseUrl}${INBOX_PATH}`, headers, ...loadOpts });
    ctx.log('one user: All Leaves, then the inbox…');
    const oneUser = { ...loadOpts, connections: 1 };
    const soloList = await load({ url: `${ctx.app.baseUrl}${LIST_PATH}`, headers, ...oneUser });
    const soloInbox = await load({ url: `${ctx.app.baseUrl}${INBOX_PATH}`, headers, ...oneUser });
    const budget = measure.budgets({
      connections: settings.connections,
      p99Ms: BUDGET_P99_MS,
      ratio: BUDGET_RATIO,
    });
    return {
      notes,
      measurements: [
        measure.appLine('app: All Leaves', appList),
        measure.appLine('app: approvals inbox', appInbox),
        measure.appLine('app: All Leaves, one user', soloList),
        measure.appLine('app: approvals inbox, one user', soloInbox),
        measure.floorLine("floor: raw SQL, All Leaves' statements (same values)", listFloor),
        measure.floorLine("floor: raw SQL, the inbox's statements (same values)", inboxFloor),
      ],
      ratios: [
        measure.ratio("All Leaves: app req/s ÷ raw SQL of the app's statements", appList, listFloor),
        measure.ratio("inbox: app req/s ÷ raw SQL of the app's statements", appInbox, inboxFloor),
      ],
      budgets: [
        ...budget('All Leaves', soloList, appList, listFloor.perSec),
        ...budget('approvals inbox', soloInbox, appInbox, inboxFloor.perSec),
      ],
      details: measure.statementLines([...list.statements, ...inbox.statements]),
    };
  },
};
