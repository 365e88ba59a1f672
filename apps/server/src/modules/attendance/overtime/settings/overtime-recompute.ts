import type { SignedInContext } from '../../../../platform/http/context.ts';
import { companyToday } from '../../../../platform/tenancy/company-today.ts';
import { markRangeDirty } from '../../engine/dirty.repository.ts';

/**
 * The first day of the month before `today` (yyyy-MM-dd): how far back a settings change reaches
 * (ADR 37). Older months are left as computed: their overtime has been decided and paid.
 */
export function recomputeFrom(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/**
 * A rule, a work rate or who holds them changed: queue the employees' days from the first day of the
 * previous month to today for the engine (ADR 25, 37), in the change's transaction, so the overtime
 * computed from them follows. Only days already computed are queued (markRangeDirty).
 */
export async function recomputeOvertimeOf(
  ctx: SignedInContext,
  employeeIds: readonly number[],
): Promise<void> {
  if (employeeIds.length === 0) return;
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  await markRangeDirty(ctx.tx, ctx.companyId, ids, recomputeFrom(today), today);
}
