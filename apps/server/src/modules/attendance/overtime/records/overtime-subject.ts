import {
  OVERTIME_DECISION_MESSAGES,
  formatDate,
  minutesToHours,
  notificationText,
} from '@clockroom/contracts';
import type { DecidableSubject } from '../../../../platform/approvals/inbox.ts';
import { requireCompany } from '../../../../platform/http/context.ts';
import * as repo from './overtime-records.repository.ts';

export const OVERTIME_MODULE = repo.OVERTIME_MODULE;

/**
 * Overtime records as the approval engine's subject (ADR 22, 31, 38). The requester is the record's
 * employee, so nobody approves their own overtime (the engine skips such levels). With no approver
 * group the record is approved at once, as leave is (ADR 38): a company that wants overtime reviewed
 * configures a group; the admin list and the approved totals still show what was approved.
 */
export function overtimeSubject(): DecidableSubject {
  return {
    module: OVERTIME_MODULE,
    idsField: 'overtime_ids',
    entity: 'overtime',
    messages: OVERTIME_DECISION_MESSAGES,
    items: (ctx, ids) => repo.decisionItems(ctx.tx, ctx.companyId, ids),
    noGroupRule: () => 'approve',
    describe: async (ctx, id) => {
      const row = await repo.findOvertime(ctx.tx, requireCompany(ctx), id);
      return row
        ? notificationText('overtimeSubject', {
            hours: minutesToHours(row.actual_minutes),
            date: formatDate(row.date),
            employee: row.name,
          })
        : notificationText('overtimeGone', { id: String(id) });
    },
    onDecided: (ctx, id, status) => repo.setDecision(ctx.tx, requireCompany(ctx), id, status),
  };
}
