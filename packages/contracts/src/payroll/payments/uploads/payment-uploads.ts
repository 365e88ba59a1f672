import { z } from 'zod';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { blankAsNull, idArray, optionalId, rowCount, rowId } from '../../../platform/fields.ts';
import { REPORT_FORMATS } from '../../../platform/report.ts';
import {
  PAYMENT_LINE_STATUSES,
  PAYMENT_PROGRESS,
  PAYMENT_SCHEDULE_STATUSES,
  PAYMENT_UPLOAD_MESSAGES as M,
} from './payment-uploads-messages.ts';

/**
 * Salary payments (issue 21, ADR 59). Money answers are naira with two decimals written from whole
 * kobo ("24500.00"), as the payroll run's; `*_kobo` beside them where a client adds them up.
 */

const naira = z.string();
const kobo = z.number().int();
const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

const reasonText = z.preprocess(
  (v) => blankAsNull(v) ?? undefined,
  z.string({ error: M.reasonTooLong }).max(1000, M.reasonTooLong).optional(),
);

/** The upload's extra field beside the salary-schedule filter: '' or absent takes the default option. */
export const paymentOptionIdField = optionalId(M.paymentOptionNotFound);

const yearMonth = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: M.yearMonthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.yearMonthInvalid)
    .optional(),
);

/** GET …/payment-upload/salary and …/approved-payments/salary: a page, narrowed to a month. */
export const paymentUploadListQuerySchema = pagingQuerySchema.extend({ year_month: yearMonth });
export type PaymentUploadListQuery = z.output<typeof paymentUploadListQuerySchema>;

export const transactionParamsSchema = z.object({ transaction_id: positiveId(M.notFound) });
export const approvedParamsSchema = z.object({ id: positiveId(M.notFound) });
export const scheduleParamsSchema = transactionParamsSchema.extend({
  schedule_id: positiveId(M.scheduleNotFound),
});
export const uploadExportParamsSchema = transactionParamsSchema.extend({ format: z.enum(REPORT_FORMATS) });
export const approvedExportParamsSchema = approvedParamsSchema.extend({ format: z.enum(REPORT_FORMATS) });

/** PUT …/payment-upload/{type}/{transaction_id}/schedules/{action} (ambiguity 30: salary; approve | decline). */
export const scheduleDecisionParamsSchema = transactionParamsSchema.extend({
  type: z.enum(['salary'], { error: M.typeInvalid }),
  action: z.enum(['approve', 'decline'], { error: M.actionInvalid }),
});
export const scheduleDecisionBodySchema = z.object({
  schedule_ids: idArray(M.idsRequired, 1),
  reason: reasonText,
  comment: reasonText,
});
export type ScheduleDecisionBody = z.output<typeof scheduleDecisionBodySchema>;

/** PUT …/schedules/{schedule_id}/lines/{status}: a bank file's lines paid (or failed) at the bank. */
export const lineMarkParamsSchema = scheduleParamsSchema.extend({
  status: z.enum(['paid', 'failed'], { error: M.statusInvalid }),
});
export const lineMarkBodySchema = z.object({
  line_ids: idArray(M.lineIdsInvalid).optional(),
  reason: reasonText,
});
export type LineMarkBody = z.output<typeof lineMarkBodySchema>;

const optionSchema = z.object({
  id: rowId.nullable(),
  name: z.string(),
  type: z.enum(['bank_file', 'wallet']),
  bank_file_format: z.string().nullable(),
});

export const paymentLineSchema = z.object({
  id: rowId,
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  bank_name: z.string(),
  bank_code: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  amount: naira,
  amount_kobo: kobo,
  status: z.enum(PAYMENT_LINE_STATUSES),
  reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The line's latest wallet transfer (a failed one is retried by its id); null for a bank file. */
  transfer_id: rowId.nullable(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

const lineCounts = z.object({
  pending: rowCount,
  processing: rowCount,
  paid: rowCount,
  failed: rowCount,
});

export const paymentScheduleSchema = z.object({
  id: rowId,
  transaction_id: rowId,
  name: z.string(),
  batch_group_id: rowId.nullable(),
  status: z.enum(PAYMENT_SCHEDULE_STATUSES),
  progress: z.enum(PAYMENT_PROGRESS),
  decline_reason: z.string().nullable(),
  /** Set while an approved wallet schedule waits for a top-up. */
  funds_message: z.string().nullable(),
  line_count: rowCount,
  lines_by_status: lineCounts,
  total: naira,
  total_kobo: kobo,
  paid_total: naira,
  /** The viewer may approve or decline it now. */
  can_decide: z.boolean(),
  /** The viewer's waiting level label ('Level 1') when it waits on them. */
  level_label: z.string().nullable(),
  bank_file_available: z.boolean(),
  lines: z.array(paymentLineSchema),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

export const paymentUploadSchema = z.object({
  transaction_id: rowId,
  reference: z.string(),
  type: z.literal('salary'),
  year_month: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  payment_option: optionSchema,
  schedule_count: rowCount,
  schedules_by_status: z.object({ pending: rowCount, approved: rowCount, declined: rowCount }),
  line_count: rowCount,
  total: naira,
  total_kobo: kobo,
  paid_total: naira,
  created_by: z.string(),
  created_at: z.string(),
});
export type PaymentUpload = z.infer<typeof paymentUploadSchema>;

/** The upload's page of schedules, with the upload itself for the screen's header. */
export const uploadSchedulesSchema = z.object({
  upload: paymentUploadSchema,
  results: z.array(paymentScheduleSchema),
  total: rowCount,
});
export type UploadSchedules = z.infer<typeof uploadSchedulesSchema>;

/** What the maker's upload answers: the new transaction, its schedules, and who was left out. */
export const paymentUploadCreatedSchema = z.object({
  upload: paymentUploadSchema,
  schedules: z.array(
    z.object({ id: rowId, name: z.string(), line_count: rowCount, total: naira, total_kobo: kobo }),
  ),
  skipped: z.array(z.object({ employee_id: rowId, name: z.string(), reason: z.string() })),
  already_uploaded: rowCount,
});
export type PaymentUploadCreated = z.infer<typeof paymentUploadCreatedSchema>;

export const payoutAnswerSchema = z.object({
  started: z.boolean(),
  schedule: paymentScheduleSchema,
});

export const lineMarkResultSchema = z.object({ updated: rowCount, schedule: paymentScheduleSchema });
