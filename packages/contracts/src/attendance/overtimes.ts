import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { optionalCalendarDate } from '../platform/dates.ts';
import {
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  type ApprovalDecisionResult,
} from '../platform/approval-decisions.ts';
import { rowId } from '../platform/fields.ts';
import {
  OVERTIME_DECISION_MESSAGES,
  OVERTIME_LIST_SCOPES,
  OVERTIME_MESSAGES as M,
  OVERTIME_STATUSES,
} from './overtimes-messages.ts';

/**
 * Overtime records (spec 3 §3 "Overtime record", §7; issue 18 §3, §4; ADR 38): the list, the decisions
 * and the approved totals. Money is exact: `amount` is naira with two decimals written from whole kobo
 * as text ("2812.50"), never a binary float; `amount_kobo` is the same figure as an integer.
 */

/** Whole kobo as naira with two decimals, exactly: 281250 → "2812.50", -5 → "-0.05". */
export function koboToNaira(kobo: number): string {
  const value = BigInt(Math.trunc(kobo));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Minutes as hours with two decimals, rounded half up once: 90 → "1.50", 70 → "1.17", 1 → "0.02". */
export function minutesToHours(minutes: number): string {
  const m = Math.max(0, Math.trunc(minutes));
  // Hundredths of an hour = m × 100 / 60 = m × 5 / 3; half up in integers: floor((10m + 3) / 6).
  const hundredths = Math.floor((m * 10 + 3) / 6);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/**
 * GET /attendance/overtimes (spec 3 §7): page, per_page (or perPage), start_date, end_date, status,
 * search_query; `scope` says whose records (OVERTIME_LIST_SCOPES). Without dates the list is the
 * current month in the company's timezone (the spec's fixed 2019 range is replaced, ADR 38).
 */
export const overtimeListQuerySchema = pagingQuerySchema
  .extend({
    start_date: optionalCalendarDate(M.startDateInvalid),
    end_date: optionalCalendarDate(M.endDateInvalid),
    status: z.preprocess(blank, z.enum(OVERTIME_STATUSES, { error: M.statusInvalid }).optional()),
    scope: z.preprocess(blank, z.enum(OVERTIME_LIST_SCOPES, { error: M.scopeInvalid }).optional()),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: M.rangeOrder,
    path: ['end_date'],
  });
export type OvertimeListQuery = z.infer<typeof overtimeListQuerySchema>;

/** What a recompute found after the decision, kept beside the decided figures ('changed after approval'). */
export const overtimeChangeSchema = z.object({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  actual_overtime: z.number().int().nullable(),
  overtime_in_hour: z.string().nullable(),
  amount: z.string().nullable(),
  amount_kobo: z.number().int().nullable(),
  /** ISO instant of the recompute. */
  recomputed_at: z.iso.datetime().nullable(),
});
export type OvertimeChange = z.infer<typeof overtimeChangeSchema>;

/** One record (spec 3 §3: name, pin, start_date, end_date, actual_overtime, overtime_in_hour, status). */
export const overtimeRecordSchema = z.object({
  id: rowId,
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  /** yyyy-MM-dd: the attendance day the overtime belongs to (an overnight shift's start date). */
  date: z.string(),
  /** When the overtime began and ended: `yyyy-MM-dd HH:mm`, in the company's timezone. */
  start_date: z.string(),
  end_date: z.string(),
  /** HH:mm of the same, in the company's timezone. */
  start_time: z.string(),
  end_time: z.string(),
  /** ISO instants of the same. */
  start_at: z.iso.datetime(),
  end_at: z.iso.datetime(),
  /** Minutes, after the rule's least overtime and round-up. */
  actual_overtime: z.number().int(),
  /** actual_overtime / 60 with two decimals ("1.50"). */
  overtime_in_hour: z.string(),
  /** Naira with two decimals ("2812.50"). */
  amount: z.string(),
  amount_kobo: z.number().int(),
  status: z.enum(OVERTIME_STATUSES),
  /** The rejection's reason. */
  reason: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
  /** A recompute after the decision found other figures (ADR 38); null while they agree. */
  changed_after_approval: overtimeChangeSchema.nullable(),
  /** The record waits on the caller's approval now: they may approve or reject it. */
  can_decide: z.boolean(),
  /** The level waiting on the caller (0 when none) and its label ('1st Approver'; 'Pending' when none). */
  level: z.number().int(),
  level_label: z.string(),
});
export type OvertimeRecord = z.infer<typeof overtimeRecordSchema>;

/** The list's answer: the page, its total and the range it covers (the defaults applied). */
export const overtimeListSchema = z.object({
  results: z.array(overtimeRecordSchema),
  total: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
});
export type OvertimeList = z.infer<typeof overtimeListSchema>;

/** POST /attendance/overtimes/approve and /reject: overtime_ids (or id), reason, comment (ADR 31). */
export const overtimeDecisionInputSchema = approvalDecisionSchema('overtime_ids', OVERTIME_DECISION_MESSAGES);
export type OvertimeDecisionInput = z.infer<typeof overtimeDecisionInputSchema>;

export const overtimeDecisionResultSchema = approvalDecisionResultSchema;
export type OvertimeDecisionResult = ApprovalDecisionResult;

/** GET /attendance/overtimes/approved-totals: month yyyy-MM (the current one by default), paging, search. */
export const overtimeTotalsQuerySchema = pagingQuerySchema.extend({
  month: z.preprocess(
    blank,
    z.string({ error: M.monthInvalid }).trim().refine(isMonth, M.monthInvalid).optional(),
  ),
});
export type OvertimeTotalsQuery = z.infer<typeof overtimeTotalsQuerySchema>;

/** One employee's approved overtime in a month (payroll's figure until payroll lands, issue 18 §5). */
export const overtimeTotalSchema = z.object({
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  records: z.number().int(),
  actual_overtime: z.number().int(),
  overtime_in_hour: z.string(),
  amount: z.string(),
  amount_kobo: z.number().int(),
});
export type OvertimeTotal = z.infer<typeof overtimeTotalSchema>;

export const overtimeTotalsSchema = z.object({
  results: z.array(overtimeTotalSchema),
  /** Employees with approved overtime in the month. */
  total: z.number().int(),
  month: z.string(),
  /** Every listed employee's amount together (all pages). */
  total_amount: z.string(),
  total_amount_kobo: z.number().int(),
});
export type OvertimeTotals = z.infer<typeof overtimeTotalsSchema>;
