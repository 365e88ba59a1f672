import {
  SALARY_SCHEDULE_MESSAGES as M,
  toPaging,
  type ScheduleVarianceBody,
  type VariancePage,
  type VarianceRow,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { loadStatutory } from '../statutory/statutory-settings.ts';
import type { TaxTable } from '../engine/statutory.ts';
import { scopeFor } from './schedule.service.ts';
import { naira } from './schedule-view.ts';
import { periodOf, previousPeriod } from './schedule-period.ts';
import { varianceMonth } from './variance.repository.ts';
import { varianceReasons } from './variance.ts';

type Paging = { page: number; perPage?: number | undefined; per_page?: number | undefined };

/**
 * The run-over-run variance (issue 19, ADR 41): every employee in scope paid in either month, the
 * previous month's net against this month's, the difference and why. Both months are read whole
 * (a few columns a row) and the page is cut here, after the sums over the whole scope.
 */
export async function scheduleVariance(
  ctx: ActingContext,
  body: ScheduleVarianceBody,
  query: Paging,
): Promise<VariancePage> {
  const scope = await scopeFor(ctx, body);
  const period = periodOf(body.year, body.month);
  const before = previousPeriod(period);
  const current = await varianceMonth(ctx.tx, ctx.companyId, scope, period);
  if (current.size === 0) throw new AppError(422, M.varianceNotRun);
  const previous = await varianceMonth(ctx.tx, ctx.companyId, scope, before);
  const { taxTables } = await loadStatutory(ctx.tx, ctx.companyId);
  const tables = new Map<number, TaxTable>(taxTables.map((t) => [t.id, t]));

  let previousNet = 0n;
  let currentNet = 0n;
  const rows: (VarianceRow & { sortName: string; changed: boolean })[] = [];
  for (const id of new Set([...current.keys(), ...previous.keys()])) {
    const prev = previous.get(id);
    const cur = current.get(id);
    const who = cur?.who ?? prev?.who;
    if (!who) continue;
    const reasons = varianceReasons(period, who, prev?.side ?? null, cur?.side ?? null, tables);
    const difference = (cur?.side.netKobo ?? 0n) - (prev?.side.netKobo ?? 0n);
    previousNet += prev?.side.netKobo ?? 0n;
    currentNet += cur?.side.netKobo ?? 0n;
    rows.push({
      employee_id: id,
      name: who.name,
      pin: who.pin,
      previous_net: prev ? naira(prev.side.netKobo) : null,
      current_net: cur ? naira(cur.side.netKobo) : null,
      difference: naira(difference),
      reasons,
      sortName: who.sortName,
      changed: difference !== 0n || reasons.length > 0,
    });
  }
  const listed = rows
    .filter((r) => !body.changed_only || r.changed)
    .sort((a, b) => a.sortName.localeCompare(b.sortName) || a.employee_id - b.employee_id);
  const paging = toPaging(query);
  return {
    month: period.month,
    year: period.year,
    previous_month: before.month,
    previous_year: before.year,
    results: listed
      .slice(paging.offset, paging.offset + paging.perPage)
      .map(({ sortName: _s, changed: _c, ...row }) => row),
    total: listed.length,
    employees: rows.length,
    changed: rows.filter((r) => r.changed).length,
    previous_net: naira(previousNet),
    current_net: naira(currentNet),
    difference: naira(currentNet - previousNet),
  };
}
