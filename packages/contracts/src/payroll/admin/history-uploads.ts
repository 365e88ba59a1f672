import { z } from 'zod';
import { rowCount, rowId } from '../../platform/fields.ts';
import { HISTORY_UPLOAD_MESSAGES as M } from './history-uploads-messages.ts';

/** Upload payment history (issue 19, ADR 48): the file's shape, the options and the answers. */

/** The multipart field carrying the file. */
export const HISTORY_UPLOAD_FILE_FIELD = 'file';
export const HISTORY_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const HISTORY_UPLOAD_MAX_ROWS = 10_000;

/**
 * The columns every file has, in the template's order. `employee` is the pin or the email; amounts
 * are naira for the month (blank is 0, except gross and net pay; blank taxable pay is gross pay).
 * Any other column is a component of gross pay, named by its pay breakdown code (BASIC, HOUSING…).
 */
export const HISTORY_UPLOAD_COLUMNS = [
  'employee',
  'year',
  'month',
  'gross_pay',
  'taxable_pay',
  'pension_employee',
  'nhf',
  'nhis',
  'paye',
  'net_pay',
] as const;
export type HistoryUploadColumn = (typeof HISTORY_UPLOAD_COLUMNS)[number];

const toFlag = (v: unknown) =>
  v === undefined || v === '' || v === null
    ? false
    : v === 'true' || v === '1' || v === 1
      ? true
      : v === 'false' || v === '0' || v === 0
        ? false
        : v;

/**
 * `only_valid` (a form field before the file, or in the query): import the valid rows and keep the
 * others' problems on the upload. Without it a file with any bad row writes nothing (a 422).
 */
export const historyUploadOptionsSchema = z.object({
  only_valid: z.preprocess(toFlag, z.boolean({ error: M.onlyValidInvalid })).default(false),
});

export const historyTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: M.fileType }).default('csv'),
});

/** A row's problem: its line in the file (the header is line 1), the column, the message. */
export const historyRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type HistoryRowError = z.infer<typeof historyRowErrorSchema>;

/** POST …/upload-payment-history/check: what an upload of this file would do; nothing is written. */
export const historyCheckSchema = z.object({
  /** The component columns found beside the fixed ones, as codes. */
  components: z.array(z.string()),
  total: rowCount,
  valid: rowCount,
  invalid: rowCount,
  errors: z.array(historyRowErrorSchema),
});
export type HistoryCheck = z.infer<typeof historyCheckSchema>;

/** One upload in the list. */
export const historyUploadRowSchema = z.object({
  id: rowId,
  file_name: z.string(),
  rows_imported: rowCount,
  /** Rows left out with problems (only when the valid rows alone were imported). */
  rows_skipped: rowCount,
  /** Who uploaded it; null once their sign-in is gone. */
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryUploadRow = z.infer<typeof historyUploadRowSchema>;

/** GET …/upload-payment-history/{id} and the upload's answer: the months it filled and its problems. */
export const historyUploadSchema = historyUploadRowSchema.extend({
  months: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      employees: rowCount,
      /** Naira with two decimals. */
      gross_pay: z.string(),
      paye: z.string(),
      net_pay: z.string(),
    }),
  ),
  errors: z.array(historyRowErrorSchema),
});
export type HistoryUpload = z.infer<typeof historyUploadSchema>;
