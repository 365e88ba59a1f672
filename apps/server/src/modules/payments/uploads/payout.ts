import type { PaymentLineStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { registerPayoutListener, startPayout, type PayoutLine } from './ports.ts';
import * as lines from './lines.repository.ts';
import { nextStatus } from './line-state.ts';
import { referenceOf } from './views.ts';

/**
 * Paying an approved wallet schedule (ADR 59): every line still pending becomes one transfer of
 * the wallet (startPayout reserves the money, and at most one live transfer per line); a balance
 * too short leaves the schedule waiting with how much is missing, to be paid after a top-up. Each
 * line then follows its transfer through the listener below, and a failed line is retried alone
 * (the wallet's retry route) to the employee's bank details as they are at the retry.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Bank portals take at most 100 characters of narration. */
const narrationOf = (year: number, month: number, id: number | string) =>
  `Salary ${MONTHS[month - 1]} ${year} ${referenceOf({ id, year, month })}`.slice(0, 100);

export type PayoutOutcome = { started: true } | { started: false; shortKobo: number };

export async function payScheduleFromWallet(
  tx: Tx,
  companyId: number,
  scheduleId: number,
): Promise<PayoutOutcome> {
  const r = await lines.pendingPayoutLines(tx, companyId, scheduleId);
  const payout: PayoutLine[] = r.map((l) => ({
    lineId: Number(l.id),
    amountKobo: Number(l.amount_kobo),
    bankCode: l.bank_code,
    accountNumber: l.account_number,
    accountName: l.account_name,
    narration: narrationOf(Number(l.year), Number(l.month), l.upload_id),
  }));
  if (payout.length === 0) return { started: true };
  const answer = await startPayout(tx, companyId, payout);
  if (!answer.started) {
    const shortKobo = Math.max(1, Number(answer.neededKobo) - Number(answer.balanceKobo));
    await lines.setPayout(tx, companyId, scheduleId, { started: false, fundsShortKobo: shortKobo });
    return { started: false, shortKobo };
  }
  // Lines the provider already settled or refused while starting keep what it said.
  await lines.markProcessing(
    tx,
    companyId,
    scheduleId,
    payout.map((l) => l.lineId),
  );
  await lines.setPayout(tx, companyId, scheduleId, { started: true, fundsShortKobo: null });
  return { started: true };
}

/** A transfer's outcome on its line, through the state machine: a repeat or a late contradiction changes nothing. */
export async function lineStatusChanged(
  tx: Tx,
  companyId: number,
  lineId: number,
  status: PaymentLineStatus,
  reason: string | null,
): Promise<boolean> {
  const line = await lines.lockLine(tx, companyId, lineId);
  if (!line) return false;
  const next = nextStatus(line.status, status);
  if (next === null || next === line.status) return false;
  await lines.setLineStatus(tx, companyId, [lineId], next, next === 'failed' ? (reason ?? null) : null);
  return true;
}

/**
 * The re-route: the line's employee's bank details now, stored on the line, with the line. Null when
 * there is nothing to re-route: paid, gone, or no bank details now. A wallet retry and a bank file's
 * failed line both pay to what this leaves on the line.
 */
export async function rerouteLine(tx: Tx, companyId: number, lineId: number) {
  const line = await lines.lockLine(tx, companyId, lineId);
  if (!line || !line.live || line.status === 'paid') return null;
  const bank = await lines.currentBankOfLine(tx, companyId, lineId);
  if (!bank?.bank_code || !bank.account_number || !bank.account_name) return null;
  const now = {
    bankCode: bank.bank_code,
    accountNumber: bank.account_number,
    accountName: bank.account_name,
  };
  await lines.setLineBank(tx, companyId, lineId, {
    ...now,
    bankId: bank.bank_id === null ? null : Number(bank.bank_id),
    bankName: bank.bank_name ?? '',
  });
  return { line, bank: now };
}

/** The line as a retry pays it: its amount, re-routed (above); null when there is nothing to retry. */
export async function currentPayoutLine(
  tx: Tx,
  companyId: number,
  lineId: number,
): Promise<PayoutLine | null> {
  const rerouted = await rerouteLine(tx, companyId, lineId);
  if (!rerouted) return null;
  const { line, bank } = rerouted;
  return {
    lineId,
    amountKobo: Number(line.amount_kobo),
    ...bank,
    narration: narrationOf(line.upload_year, line.upload_month, line.upload_id),
  };
}

/** Registered once, by the module: the wallet tells each line's transfer outcome here. */
export function listenToPayouts(): void {
  registerPayoutListener({
    lineStatusChanged: async (tx, companyId, lineId, status, reason) => {
      await lineStatusChanged(tx, companyId, lineId, status, reason ?? null);
    },
    currentPayoutLine,
  });
}
