import {
  PAYMENT_UPLOAD_MESSAGES as M,
  koboToNaira,
  type LineMarkBody,
  type PaymentSchedule,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { writeBankFile } from './ports.ts';
import { linesOf, setLineStatus, type StoredLine } from './lines.repository.ts';
import { nextStatus } from './line-state.ts';
import { payScheduleFromWallet, rerouteLine } from './payout.ts';
import { scheduleOf, viewSchedules } from './uploads.service.ts';
import { referenceOf } from './views.ts';

/**
 * Paying an approved schedule (issue 21, ADR 59): a bank file of the lines still to pay, whose lines
 * the checker then marks paid (or failed) as the bank reports them; or the wallet payout, started by
 * the last approval and started again here when it waited for a top-up.
 */

const invalid = (field: string, message: string) => new AppError(422, message, [{ field, message }]);

async function reread(
  ctx: SignedInContext,
  transactionId: number,
  scheduleId: number,
): Promise<PaymentSchedule> {
  const { upload, schedule } = await scheduleOf(ctx, transactionId, scheduleId);
  const [view] = await viewSchedules(ctx, upload, [schedule]);
  if (!view) throw new Error('schedule vanished');
  return view;
}

/**
 * What a bank file still has to send (ADR 59): pending and failed lines, never a paid one nor one a
 * file already took to the bank (processing until its result is marked), so downloading again cannot
 * pay anyone twice. A failed line is re-routed first, as a wallet retry is.
 */
async function linesToPay(ctx: SignedInContext, scheduleId: number) {
  const toPay = (all: StoredLine[]) => all.filter((l) => l.status === 'pending' || l.status === 'failed');
  const stored = toPay(await linesOf(ctx.tx, ctx.companyId, [scheduleId]));
  if (stored.length === 0) throw invalid('schedule_id', M.bankFileNothingToSend);
  const failed = stored.filter((l) => l.status === 'failed');
  for (const l of failed) await rerouteLine(ctx.tx, ctx.companyId, Number(l.id));
  return failed.length === 0 ? stored : toPay(await linesOf(ctx.tx, ctx.companyId, [scheduleId]));
}

export async function bankFile(ctx: SignedInContext, transactionId: number, scheduleId: number) {
  // Locked as marking locks it: a download and a marking of the same lines go one after the other.
  const { upload, schedule } = await scheduleOf(ctx, transactionId, scheduleId, true);
  if (upload.payment_type !== 'bank_file') throw invalid('schedule_id', M.notBankFile);
  if (schedule.status !== 'approved') throw invalid('schedule_id', M.bankFileNotReady);
  const reference = referenceOf({ id: upload.id, year: upload.year, month: upload.month });
  const lines = await linesToPay(ctx, scheduleId);
  const format = upload.bank_file_format === 'bank_bulk_csv' ? 'bank_bulk_csv' : 'generic_csv';
  const file = writeBankFile(format, {
    transactionId: reference,
    scheduleName: schedule.name,
    paymentDate: new Date().toISOString().slice(0, 10),
    lines: lines.map((l) => ({
      reference: `${reference}-${l.id}`,
      employeePin: l.pin ?? '',
      employeeName: l.name,
      beneficiaryName: l.account_name,
      accountNumber: l.account_number,
      bankCode: l.bank_code,
      bankName: l.bank_name,
      amountKobo: Number(l.amount_kobo),
      narration: `Salary ${upload.year}-${String(upload.month).padStart(2, '0')} ${reference}`,
    })),
  });
  // The file's lines are with the bank now: processing until the checker marks what it reported.
  const sent = lines.map((l) => Number(l.id));
  await setLineStatus(ctx.tx, ctx.companyId, sent, 'processing', null);
  await audit(ctx, {
    action: 'download',
    entity: 'payment schedule',
    entityId: scheduleId,
    description: `Downloaded the bank file of ${schedule.name} (${reference}), ${sent.length} lines`,
    after: { line_ids: sent },
  });
  return file;
}

/** The payout of an approved wallet schedule that waited for funds. */
export async function payAgain(ctx: SignedInContext, transactionId: number, scheduleId: number) {
  const { upload, schedule } = await scheduleOf(ctx, transactionId, scheduleId, true);
  if (upload.payment_type !== 'wallet') throw invalid('schedule_id', M.notWallet);
  if (schedule.status !== 'approved') throw invalid('schedule_id', M.notApproved);
  if (schedule.payout_started_at !== null && schedule.funds_short_kobo === null)
    throw invalid('schedule_id', M.alreadyStarted);
  const outcome = await payScheduleFromWallet(ctx.tx, ctx.companyId, scheduleId);
  if (!outcome.started) {
    const message = M.fundsShort(koboToNaira(outcome.shortKobo));
    throw new AppError(422, message, [{ field: 'schedule_id', message }]);
  }
  await audit(ctx, {
    action: 'pay',
    entity: 'payment schedule',
    entityId: scheduleId,
    description: `Started the wallet payout of ${schedule.name}`,
  });
  return { started: true, schedule: await reread(ctx, transactionId, scheduleId) };
}

/** A bank file's lines as the bank reported them; wallet lines follow their transfers instead. */
export async function markLines(
  ctx: SignedInContext,
  params: { transaction_id: number; schedule_id: number; status: 'paid' | 'failed' },
  body: LineMarkBody,
) {
  const { upload, schedule } = await scheduleOf(ctx, params.transaction_id, params.schedule_id, true);
  if (upload.payment_type !== 'bank_file') throw invalid('schedule_id', M.notBankFile);
  if (schedule.status !== 'approved') throw invalid('schedule_id', M.notApproved);
  if (params.status === 'failed' && !body.reason) throw invalid('reason', M.failedReasonRequired);
  const lines = await linesOf(ctx.tx, ctx.companyId, [params.schedule_id]);
  const asked = body.line_ids?.length ? new Set(body.line_ids) : null;
  if (asked && [...asked].some((id) => !lines.some((l) => Number(l.id) === id)))
    throw invalid('line_ids', M.lineNotFound);
  // Without ids: every line not yet paid or failed (sent to the bank, or paid outside a file).
  const open = (l: StoredLine) => l.status === 'pending' || l.status === 'processing';
  const chosen = lines.filter((l) => (asked ? asked.has(Number(l.id)) : open(l)));
  const movable = chosen.filter((l) => {
    const next = nextStatus(l.status, params.status);
    return next !== null && next !== l.status;
  });
  if (movable.length === 0) throw invalid('line_ids', M.linesNotMarkable);
  const reason = params.status === 'failed' ? (body.reason ?? null) : null;
  await setLineStatus(
    ctx.tx,
    ctx.companyId,
    movable.map((l) => Number(l.id)),
    params.status,
    reason,
  );
  await audit(ctx, {
    action: params.status === 'paid' ? 'mark paid' : 'mark failed',
    entity: 'payment schedule',
    entityId: params.schedule_id,
    description: `Marked ${movable.length} lines of ${schedule.name} ${params.status}${reason ? `: ${reason}` : ''}`,
    after: { line_ids: movable.map((l) => Number(l.id)) },
  });
  return { updated: movable.length, schedule: await reread(ctx, params.transaction_id, params.schedule_id) };
}
