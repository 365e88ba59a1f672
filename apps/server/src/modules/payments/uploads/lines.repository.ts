import { sql } from 'drizzle-orm';
import type { PaymentLineStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/** Payment lines and the schedule writes that follow a decision or a payout (ADR 59). */
type Num = string | number;
const ids = (list: readonly number[]) => sql`${pgArray([...list])}::bigint[]`;

export type StoredLine = {
  id: Num;
  schedule_id: Num;
  employee_id: Num;
  name: string;
  pin: string | null;
  amount_kobo: Num;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  status: PaymentLineStatus;
  reason: string | null;
  paid_at: string | Date | null;
  transfer_id: Num | null;
};

export async function linesOf(tx: Tx, companyId: number, scheduleIds: number[]): Promise<StoredLine[]> {
  if (scheduleIds.length === 0) return [];
  const r = await tx.execute<StoredLine>(sql`SELECT l.id, l.schedule_id, l.employee_id,
      concat_ws(' ', e.first_name, e.last_name) AS name, e.pin, l.amount_kobo, l.bank_code, l.bank_name,
      l.account_number, l.account_name, l.status, l.reason, l.paid_at, t.id AS transfer_id
    FROM payment_lines l JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    LEFT JOIN LATERAL (SELECT w.id FROM wallet_transfers w WHERE w.company_id = l.company_id AND w.line_id = l.id
      ORDER BY w.id DESC LIMIT 1) t ON true
    WHERE l.company_id = ${companyId} AND l.schedule_id = ANY(${ids(scheduleIds)})
    ORDER BY l.schedule_id, e.last_name, e.first_name, l.id`);
  return r.rows;
}

/** A decision: a declined schedule's lines leave the live set, so its rows may be uploaded again. */
export async function setScheduleDecision(
  tx: Tx,
  companyId: number,
  id: number,
  status: 'approved' | 'declined',
  reason: string | null,
): Promise<void> {
  await tx.execute(sql`UPDATE payment_schedules SET status = ${status},
      decline_reason = coalesce(${reason}, decline_reason), decided_at = now(), updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
  if (status === 'declined')
    await tx.execute(sql`UPDATE payment_lines SET live = false, updated_at = now()
      WHERE company_id = ${companyId} AND schedule_id = ${id} AND status = 'pending'`);
}

export async function setDeclineReason(tx: Tx, companyId: number, scheduleIds: number[], reason: string) {
  if (scheduleIds.length === 0) return;
  await tx.execute(sql`UPDATE payment_schedules SET decline_reason = ${reason}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ANY(${ids(scheduleIds)})`);
}

export async function setPayout(
  tx: Tx,
  companyId: number,
  id: number,
  v: { started: boolean; fundsShortKobo: number | null },
): Promise<void> {
  await tx.execute(sql`UPDATE payment_schedules SET funds_short_kobo = ${v.fundsShortKobo},
      payout_started_at = CASE WHEN ${v.started} THEN now() ELSE payout_started_at END, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export type LockedLine = {
  id: Num;
  schedule_id: Num;
  status: PaymentLineStatus;
  live: boolean;
  amount_kobo: Num;
  bank_code: string;
  account_number: string;
  account_name: string;
  upload_id: Num;
  upload_year: number;
  upload_month: number;
};

/** A line with its upload's month, locked: two webhooks about one line are applied one after the other. */
export async function lockLine(tx: Tx, companyId: number, lineId: number): Promise<LockedLine | undefined> {
  const r = await tx.execute<LockedLine>(sql`SELECT l.id, l.schedule_id, l.status, l.live, l.amount_kobo,
      l.bank_code, l.account_number, l.account_name, u.id AS upload_id, u.year AS upload_year, u.month AS upload_month
    FROM payment_lines l
    JOIN payment_schedules s ON s.company_id = l.company_id AND s.id = l.schedule_id
    JOIN payment_uploads u ON u.company_id = s.company_id AND u.id = s.upload_id
    WHERE l.company_id = ${companyId} AND l.id = ${lineId} FOR UPDATE OF l`);
  return r.rows[0];
}

export async function setLineStatus(
  tx: Tx,
  companyId: number,
  lineIds: number[],
  status: PaymentLineStatus,
  reason: string | null,
): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.execute(sql`UPDATE payment_lines SET status = ${status}, reason = ${reason},
      paid_at = CASE WHEN ${status} = 'paid' THEN now() ELSE paid_at END, updated_at = now()
    WHERE company_id = ${companyId} AND id = ANY(${ids(lineIds)})`);
}

export type CurrentBank = {
  bank_id: Num | null;
  bank_code: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
};

/** The line's employee's bank details now (a retry re-routes to them). */
export async function currentBankOfLine(
  tx: Tx,
  companyId: number,
  lineId: number,
): Promise<CurrentBank | undefined> {
  const r = await tx.execute<CurrentBank>(sql`SELECT e.bank_id, k.code AS bank_code, k.name AS bank_name,
      e.account_number, e.account_name
    FROM payment_lines l JOIN employees e ON e.company_id = l.company_id AND e.id = l.employee_id
    LEFT JOIN banks k ON k.id = e.bank_id
    WHERE l.company_id = ${companyId} AND l.id = ${lineId}`);
  return r.rows[0];
}

export async function setLineBank(
  tx: Tx,
  companyId: number,
  lineId: number,
  b: {
    bankId: number | null;
    bankCode: string;
    bankName: string;
    accountNumber: string;
    accountName: string;
  },
): Promise<void> {
  await tx.execute(sql`UPDATE payment_lines SET bank_id = ${b.bankId}, bank_code = ${b.bankCode},
      bank_name = ${b.bankName}, account_number = ${b.accountNumber}, account_name = ${b.accountName}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${lineId}`);
}

export type PayoutRow = {
  id: Num;
  amount_kobo: Num;
  bank_code: string;
  account_number: string;
  account_name: string;
  upload_id: Num;
  year: number;
  month: number;
};

/** The schedule's live lines still pending, locked while their payout starts. */
export async function pendingPayoutLines(
  tx: Tx,
  companyId: number,
  scheduleId: number,
): Promise<PayoutRow[]> {
  const r = await tx.execute<PayoutRow>(sql`SELECT l.id, l.amount_kobo, l.bank_code, l.account_number,
      l.account_name, u.id AS upload_id, u.year, u.month
    FROM payment_lines l
    JOIN payment_schedules s ON s.company_id = l.company_id AND s.id = l.schedule_id
    JOIN payment_uploads u ON u.company_id = s.company_id AND u.id = s.upload_id
    WHERE l.company_id = ${companyId} AND l.schedule_id = ${scheduleId} AND l.live AND l.status = 'pending'
    ORDER BY l.id FOR UPDATE OF l`);
  return r.rows;
}

/** Lines whose transfer was just created and that no outcome has reached yet. */
export async function markProcessing(tx: Tx, companyId: number, scheduleId: number, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await tx.execute(sql`UPDATE payment_lines SET status = 'processing', updated_at = now()
    WHERE company_id = ${companyId} AND schedule_id = ${scheduleId} AND live AND status = 'pending'
      AND id = ANY(${ids(lineIds)})`);
}
