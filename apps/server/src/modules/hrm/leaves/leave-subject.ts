import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import { LEAVE_MESSAGES, formatDate, notificationKind, notificationText } from '@clockroom/contracts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './leaves.repository.ts';
import { decisionItems } from './leave-inbox.repository.ts';

type NotifyDeps = Pick<AppDeps, 'mailer' | 'config'>;

async function find(ctx: RequestContext, id: number) {
  const companyId = requireCompany(ctx);
  const { today } = await companyToday(ctx.tx, companyId);
  const row = await repo.findLeave(ctx.tx, companyId, id, today);
  if (!row) throw new Error(`leave request ${id} does not exist`);
  return row;
}

/** How a leave request reads in a notice, in each reader's language (ADR 32). */
const subjectOf = (row: Awaited<ReturnType<typeof find>>) =>
  notificationText('leaveSubject', {
    leave_type: row.leave_type_name,
    start_date: formatDate(row.start_date),
    end_date: formatDate(row.end_date),
    employee: row.employee_name,
  });

/**
 * Leave as the approval engine's subject (ADR 22, 23, 31): with no group a request is approved at
 * once; the decision sets the request's status, and an approval tells the relief officer.
 */
export function leaveSubject(deps: NotifyDeps): DecidableSubject {
  return {
    module: 'leave',
    idsField: 'leave_request_ids',
    entity: 'leave',
    messages: LEAVE_MESSAGES,
    items: (ctx, ids) => decisionItems(ctx.tx, ctx.companyId, ids),
    noGroupRule: () => 'approve',
    describe: async (ctx, id) => subjectOf(await find(ctx, id)),
    onDecided: async (ctx, id, status) => {
      await repo.setStatus(ctx.tx, requireCompany(ctx), id, status);
      if (status === 'approved') await notifyRelief(ctx, deps, id, 'approved');
    },
  };
}

/** The relief officer hears when they are named on a request, and when it is approved (ADR 23). */
export async function notifyRelief(
  ctx: RequestContext,
  deps: NotifyDeps,
  id: number,
  event: 'named' | 'approved',
): Promise<void> {
  const row = await find(ctx, id);
  if (row.handover_to === null || row.stored_status === 'rejected' || row.stored_status === 'cancelled')
    return;
  // Approved at once (no group): the approval's own notice says it all.
  if (event === 'named' && row.stored_status === 'approved') return;
  await notify(ctx, deps, {
    recipients: { employeeIds: [row.handover_to] },
    kind: notificationKind('leave', event === 'named' ? 'relief-named' : 'relief-approved'),
    params: { id: String(id), subject: subjectOf(row), employee: row.employee_name, days: String(row.days) },
    mail: true,
  });
}
