import {
  PAYMENT_UPLOAD_MESSAGES as M,
  SALARY_PAYMENT_MODULE as MODULE,
  hasPermission,
  koboToNaira,
  toPaging,
  type ApprovalDecisionResult,
  type ListPage,
  type PaymentSchedule,
  type PaymentUpload,
  type PaymentUploadListQuery,
  type ScheduleDecisionBody,
  type UploadSchedules,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { levelsWaitingOn } from '../../../platform/approvals/approval-waiting.repository.ts';
import * as repo from './uploads.repository.ts';
import { linesOf } from './lines.repository.ts';
import { scheduleView, uploadView } from './views.ts';
import { decideScheduleBatch } from './schedule-approval.ts';

/** The checker's side of payment uploads and approved payments (issue 21, ADR 59). */

/** How many uploads each payment option paid (the options area keeps a used option as it is). */
export const optionUses = repo.optionUses;

export async function listUploads(
  ctx: SignedInContext,
  q: PaymentUploadListQuery,
  approvedOnly = false,
): Promise<ListPage<PaymentUpload>> {
  const p = toPaging(q);
  const { rows, total } = await repo.listUploads(ctx.tx, ctx.companyId, {
    yearMonth: q.year_month,
    approvedOnly,
    limit: p.perPage,
    offset: p.offset,
  });
  return { results: rows.map(uploadView), total };
}

export async function findUploadOr404(ctx: SignedInContext, id: number) {
  return orNotFound(await repo.findUpload(ctx.tx, ctx.companyId, id), M.notFound);
}

/** Schedules as the viewer reads them: what waits on them, each line with its status. */
export async function viewSchedules(
  ctx: SignedInContext,
  upload: repo.StoredUpload,
  schedules: repo.StoredSchedule[],
): Promise<PaymentSchedule[]> {
  const ids = schedules.map((s) => Number(s.id));
  const lines = await linesOf(ctx.tx, ctx.companyId, ids);
  const waiting = await levelsWaitingOn(ctx.tx, ctx.companyId, MODULE, ids, ctx.user.employee.id);
  const facts = {
    waiting,
    decidesUngoverned: hasPermission(ctx.user, 'manage payments'),
    viewerId: ctx.user.employee.id,
    paymentType: upload.payment_type,
    fundsMessage: (short: number) => M.fundsShort(koboToNaira(short)),
  };
  return schedules.map((s) =>
    scheduleView(
      s,
      lines.filter((l) => Number(l.schedule_id) === Number(s.id)),
      facts,
    ),
  );
}

export async function uploadSchedules(
  ctx: SignedInContext,
  id: number,
  approvedOnly = false,
): Promise<UploadSchedules> {
  const upload = await findUploadOr404(ctx, id);
  if (approvedOnly && Number(upload.approved) === 0) throw notFound(M.notFound);
  const schedules = await repo.schedulesOf(ctx.tx, ctx.companyId, id, approvedOnly);
  const results = await viewSchedules(ctx, upload, schedules);
  return { upload: uploadView(upload), results, total: results.length };
}

/** A schedule of this upload (another upload's or company's is a 404, as any read by id). */
export async function scheduleOf(
  ctx: SignedInContext,
  transactionId: number,
  scheduleId: number,
  lock = false,
) {
  const upload = await findUploadOr404(ctx, transactionId);
  const [schedule] = await repo.findSchedules(ctx.tx, ctx.companyId, [scheduleId], lock);
  if (!schedule || Number(schedule.upload_id) !== transactionId) throw notFound(M.scheduleNotFound);
  return { upload, schedule };
}

/** Approve or decline through the engine or the fallback (ADR 31); the maker never decides. */
export async function decideSchedules(
  ctx: SignedInContext,
  deps: Pick<AppDeps, 'approvals' | 'mailer' | 'config'>,
  transactionId: number,
  action: 'approve' | 'decline',
  body: ScheduleDecisionBody,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  await findUploadOr404(ctx, transactionId);
  const found = await repo.findSchedules(ctx.tx, ctx.companyId, body.schedule_ids);
  if (
    found.length !== new Set(body.schedule_ids).size ||
    found.some((s) => Number(s.upload_id) !== transactionId)
  )
    throw notFound(M.scheduleNotFound);
  if (action === 'decline' && !(body.reason ?? body.comment))
    throw new AppError(422, M.declineReasonRequired, [{ field: 'reason', message: M.declineReasonRequired }]);
  return decideScheduleBatch(ctx, deps, action === 'approve' ? 'approve' : 'reject', {
    schedule_ids: body.schedule_ids,
    reason: body.reason ?? undefined,
    comment: body.comment ?? undefined,
  });
}
