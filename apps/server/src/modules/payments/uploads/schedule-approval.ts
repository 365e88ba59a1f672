import {
  PAYMENT_SCHEDULE_DECISION_MESSAGES,
  SALARY_PAYMENT_MODULE as MODULE,
  formatMoney,
  hasPermission,
} from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { SubjectDescription } from '../../../platform/approvals/approvals.ts';
import type { FallbackItem } from '../../../platform/approvals/fallback-decisions.ts';
import {
  type FallbackSubject,
  decisionsOf,
  engineSubjectOf,
} from '../../../platform/approvals/fallback-subject.ts';
import * as repo from './uploads.repository.ts';
import { linesOf, setDeclineReason, setScheduleDecision } from './lines.repository.ts';
import { payScheduleFromWallet } from './payout.ts';
import { monthName } from '../../payroll/index.ts';

/**
 * Payment schedules and the approval engine (ADR 22, 31, 59). A schedule goes through the engine
 * when a 'salary-payment' approver group covers its maker, the requester, so the engine itself
 * refuses the maker as checker; with none it waits on the holders of 'manage payments' other than
 * the maker (the platform's fallback decisions), never approved by default: it is money paid out.
 */

export async function describeSchedule(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const companyId = requireCompany(ctx);
  const [s] = await repo.findSchedules(ctx.tx, companyId, [id]);
  if (!s) return { code: 'notification_texts.salaryPaymentGone', params: { id: String(id) } };
  const upload = await repo.findUpload(ctx.tx, companyId, Number(s.upload_id));
  const lines = await linesOf(ctx.tx, companyId, [id]);
  const total = lines.reduce((sum, l) => sum + Number(l.amount_kobo), 0);
  return {
    code: 'notification_texts.salaryPaymentSubject',
    params: {
      schedule: s.name,
      month: upload ? monthName(upload) : '',
      amount: formatMoney(total),
    },
  };
}

/**
 * The decision's consequence, the same from the engine and from the fallback: the status, and on
 * the last approval of a wallet schedule its payout (a short balance leaves it waiting for funds).
 */
export async function applyDecision(
  ctx: RequestContext,
  id: number,
  status: 'approved' | 'declined',
  reason: string | null,
): Promise<void> {
  const companyId = requireCompany(ctx);
  await setScheduleDecision(ctx.tx, companyId, id, status, reason);
  if (status !== 'approved') return;
  const [s] = await repo.findSchedules(ctx.tx, companyId, [id]);
  const upload = s ? await repo.findUpload(ctx.tx, companyId, Number(s.upload_id)) : undefined;
  if (upload?.payment_type === 'wallet') await payScheduleFromWallet(ctx.tx, companyId, id);
}

export interface ScheduleItem extends FallbackItem {
  name: string;
}

/**
 * The kit's view of schedules: the maker stands as the "employee", so they never decide. The engine
 * decides those a group covers; its rule for none is never reached (a schedule goes to the engine
 * only when a group covers its maker). A rejection is a schedule declined.
 */
const schedules: FallbackSubject<ScheduleItem> = {
  module: MODULE,
  idsField: 'schedule_ids',
  entity: 'payment schedule',
  messages: PAYMENT_SCHEDULE_DECISION_MESSAGES,
  async find(ctx, ids) {
    const found = await repo.findSchedules(ctx.tx, ctx.companyId, ids);
    const may = hasPermission(ctx.user, 'manage payments');
    return found.map((s) => ({
      id: Number(s.id),
      status: s.status,
      employee_id: Number(s.created_by),
      can_decide: may,
      name: s.name,
    }));
  },
  rows: {
    async governedIds(tx, companyId, ids) {
      const found = await repo.findSchedules(tx, companyId, ids);
      return new Set(found.filter((s) => s.governed).map((s) => Number(s.id)));
    },
    setRejectionReason: setDeclineReason,
  },
  decide: (ctx, id, status, reason) =>
    applyDecision(ctx, id, status === 'approved' ? 'approved' : 'declined', reason),
  label: (item) => item.name,
  describe: describeSchedule,
};

export const paymentScheduleSubject = () => engineSubjectOf(schedules);

/** Approve or decline a batch: the covered schedules through the engine, the others here. */
export const decideScheduleBatch = decisionsOf(schedules);
