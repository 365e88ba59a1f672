import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import { LEAVE_MESSAGES, formatDate } from '@clockroom/contracts';
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

const titleOf = (row: Awaited<ReturnType<typeof find>>) =>
  `${row.leave_type_name}, ${formatDate(row.start_date)} to ${formatDate(row.end_date)}, for ${row.employee_name}`;

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
    describe: async (ctx, id) => ({
      title: titleOf(await find(ctx, id)),
      approverLink: '/ess/hrm/leave/approvals',
      requesterLink: '/ess/hrm/leave/my-leaves',
    }),
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
  const title =
    event === 'named'
      ? `You are named relief officer: ${titleOf(row)}`
      : `Leave you cover was approved: ${titleOf(row)}`;
  await notify(ctx, deps, {
    recipients: { employeeIds: [row.handover_to] },
    kind: `leave.relief-${event}`,
    title,
    body: row.note,
    link: '/ess/hrm/leave/my-leaves',
    mail: {
      subject: title,
      text: `${title}.\n\n${row.employee_name} is away for ${row.days} working day(s).`,
    },
  });
}
