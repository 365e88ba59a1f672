import {
  approvalLevelLabel,
  koboToNaira,
  type PaymentLine,
  type PaymentSchedule,
  type PaymentUpload,
} from '@clockroom/contracts';
import { progressOf, type LineCounts } from './line-state.ts';
import type { StoredSchedule, StoredUpload } from './uploads.repository.ts';
import type { StoredLine } from './lines.repository.ts';

/** Stored uploads, schedules and lines as the API answers them (ADR 59): naira text from kobo. */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export const referenceOf = (u: { id: number | string; year: number; month: number }) =>
  `SAL-${u.year}${pad(u.month)}-${u.id}`;

export function uploadView(u: StoredUpload): PaymentUpload {
  const year = Number(u.year);
  const month = Number(u.month);
  return {
    transaction_id: Number(u.id),
    reference: referenceOf({ id: u.id, year, month }),
    type: 'salary',
    year_month: `${year}-${pad(month)}`,
    month,
    year,
    payment_option: {
      id: u.payment_option_id === null ? null : Number(u.payment_option_id),
      name: u.payment_option_name,
      type: u.payment_type,
      bank_file_format: u.bank_file_format,
    },
    schedule_count: Number(u.schedule_count),
    schedules_by_status: {
      pending: Number(u.pending),
      approved: Number(u.approved),
      declined: Number(u.declined),
    },
    line_count: Number(u.line_count),
    total: koboToNaira(Number(u.total_kobo)),
    total_kobo: Number(u.total_kobo),
    paid_total: koboToNaira(Number(u.paid_kobo)),
    created_by: u.created_by_name ?? '',
    created_at: iso(u.created_at) ?? '',
  };
}

export function lineView(l: StoredLine): PaymentLine {
  return {
    id: Number(l.id),
    employee_id: Number(l.employee_id),
    name: l.name,
    pin: l.pin,
    bank_name: l.bank_name,
    bank_code: l.bank_code,
    account_number: l.account_number,
    account_name: l.account_name,
    amount: koboToNaira(Number(l.amount_kobo)),
    amount_kobo: Number(l.amount_kobo),
    status: l.status,
    reason: l.reason,
    paid_at: iso(l.paid_at),
    transfer_id: l.transfer_id === null ? null : Number(l.transfer_id),
  };
}

export interface ViewerFacts {
  /** The levels waiting on the viewer, by schedule id (the engine's). */
  waiting: Map<number, { level: number }>;
  /** The viewer may decide an ungoverned pending schedule ('manage payments', not the maker). */
  decidesUngoverned: boolean;
  viewerId: number;
  paymentType: 'bank_file' | 'wallet';
  fundsMessage: (shortKobo: number) => string;
}

export function scheduleView(s: StoredSchedule, lines: StoredLine[], v: ViewerFacts): PaymentSchedule {
  const id = Number(s.id);
  const counts: LineCounts = { pending: 0, processing: 0, paid: 0, failed: 0 };
  let total = 0;
  let paid = 0;
  for (const l of lines) {
    counts[l.status] += 1;
    total += Number(l.amount_kobo);
    if (l.status === 'paid') paid += Number(l.amount_kobo);
  }
  const waiting = v.waiting.get(id);
  const pending = s.status === 'pending';
  const isMaker = Number(s.created_by) === v.viewerId;
  const canDecide = pending && !isMaker && (s.governed ? waiting !== undefined : v.decidesUngoverned);
  const short = s.funds_short_kobo === null ? null : Number(s.funds_short_kobo);
  return {
    id,
    transaction_id: Number(s.upload_id),
    name: s.name,
    batch_group_id: s.batch_group_id === null ? null : Number(s.batch_group_id),
    status: s.status,
    progress: progressOf({ status: s.status, waitingFunds: short !== null, counts }),
    decline_reason: s.decline_reason,
    funds_message: short === null || s.status !== 'approved' ? null : v.fundsMessage(short),
    line_count: lines.length,
    lines_by_status: counts,
    total: koboToNaira(total),
    total_kobo: total,
    paid_total: koboToNaira(paid),
    can_decide: canDecide,
    level_label: canDecide && waiting ? approvalLevelLabel(waiting.level) : null,
    bank_file_available: s.status === 'approved' && v.paymentType === 'bank_file',
    lines: lines.map(lineView),
  };
}
