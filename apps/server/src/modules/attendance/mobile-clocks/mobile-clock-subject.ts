import { MOBILE_CLOCK_DECISION_MESSAGES, formatDate, notificationText } from '@clockroom/contracts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import { requireCompany, type RequestContext } from '../../../platform/http/context.ts';
import { markPunchDaysDirty } from '../engine/dirty.repository.ts';
import * as repo from './mobile-clocks.repository.ts';

export const MOBILE_CLOCK_MODULE = repo.MOBILE_CLOCK_MODULE;

/** How a clock reads in a notice, by its type, in each reader's language (ADR 32). */
const SUBJECTS = { clock_in: 'clockInSubject', clock_out: 'clockOutSubject' } as const;

/**
 * An approved clock becomes a punch and its days are queued for the attendance engine, in the same
 * transaction (ADR 25, 28). Called when a clock is inside a fence and when its approval ends approved.
 */
export async function approveClock(ctx: RequestContext, clockId: number): Promise<void> {
  const companyId = requireCompany(ctx);
  await repo.setStatus(ctx.tx, companyId, clockId, 'approved');
  const punch = await repo.writePunch(ctx.tx, companyId, clockId);
  if (punch) await markPunchDaysDirty(ctx.tx, companyId, [punch]);
}

/**
 * Mobile clocks as the approval engine's subject (ADR 22, 28, 31). A clock outside every fence with no
 * approver group to vouch for it is rejected at once: approving it would make the fence meaningless.
 * A clock some levels approved while later ones still wait reads as processing.
 */
export function mobileClockSubject(): DecidableSubject {
  return {
    module: MOBILE_CLOCK_MODULE,
    idsField: 'mobile_clock_ids',
    entity: 'mobile clock',
    messages: MOBILE_CLOCK_DECISION_MESSAGES,
    items: (ctx, ids) => repo.decisionItems(ctx.tx, ctx.companyId, ids),
    onAdvanced: (ctx, id) => repo.setStatus(ctx.tx, requireCompany(ctx), id, 'processing'),
    noGroupRule: () => 'reject',
    describe: async (ctx, id) => {
      const row = await repo.findClock(ctx.tx, requireCompany(ctx), id);
      return row
        ? notificationText(SUBJECTS[row.clock_type], {
            time: row.clock_time,
            date: formatDate(row.clock_date),
            employee: row.name,
            address: row.clock_address,
          })
        : notificationText('clockGone', { id: String(id) });
    },
    onDecided: async (ctx, id, status) => {
      if (status === 'approved') await approveClock(ctx, id);
      else await repo.setStatus(ctx.tx, requireCompany(ctx), id, 'rejected');
    },
  };
}
