import type { Tx } from '../../../platform/db/database.ts';
import { markDaysDirty, markRangeDirty } from '../engine/dirty.repository.ts';

/**
 * The far end of an open-ended assignment for the engine's queue: markRangeDirty only queues dates
 * already computed, so "from here on" needs no real end.
 */
export const OPEN_END = '9999-12-31';

/** Queues every day a change to who works what touches (ADR 25), in the change's transaction. */
export async function queueShiftDays(
  tx: Tx,
  companyId: number,
  footprint: {
    ranges: readonly { from: string; to: string; employeeIds: readonly number[] }[];
    days?: readonly { employeeId: number; day: string }[];
  },
): Promise<void> {
  for (const r of footprint.ranges) await markRangeDirty(tx, companyId, r.employeeIds, r.from, r.to);
  if (footprint.days?.length) await markDaysDirty(tx, companyId, footprint.days);
}
