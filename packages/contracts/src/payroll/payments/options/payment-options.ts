import { z } from 'zod';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { optionalId, requiredName, rowCount, rowId } from '../../../platform/fields.ts';
import { PAYMENT_OPTION_MESSAGES as M } from './payment-options-messages.ts';

/**
 * Payment options (issue 21 "Payment options and mandates", ADR 58): how an approved payment
 * schedule is paid, by a bank file to upload at the bank or from the company wallet.
 */

export const PAYMENT_OPTION_TYPES = ['bank_file', 'wallet'] as const;
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];
/** generic_csv: every detail, for any bank or a spreadsheet; bank_bulk_csv: a bank portal's bulk upload. */
export const BANK_FILE_FORMATS = ['generic_csv', 'bank_bulk_csv'] as const;
export type BankFileFormatName = (typeof BANK_FILE_FORMATS)[number];

const blank = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * POST and PUT …/settings/payment-options: `{ name, type, bank_file_format }`. The format is
 * required for a bank file and refused for the wallet, beside its own field.
 */
export const paymentOptionInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    type: z.enum(PAYMENT_OPTION_TYPES, { error: M.typeInvalid }),
    bank_file_format: z.preprocess(blank, z.enum(BANK_FILE_FORMATS, { error: M.formatInvalid }).nullable()),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'bank_file' && !v.bank_file_format)
      ctx.addIssue({ code: 'custom', path: ['bank_file_format'], message: M.formatRequired });
    if (v.type === 'wallet' && v.bank_file_format)
      ctx.addIssue({ code: 'custom', path: ['bank_file_format'], message: M.formatNotForWallet });
  });
export type PaymentOptionInput = z.input<typeof paymentOptionInputSchema>;
export type PaymentOptionValues = z.output<typeof paymentOptionInputSchema>;

/** A payment option as every call answers it. */
export const paymentOptionSchema = z.object({
  id: rowId,
  name: z.string(),
  type: z.enum(PAYMENT_OPTION_TYPES),
  bank_file_format: z.enum(BANK_FILE_FORMATS).nullable(),
  mandates_count: rowCount,
  /** Payment uploads paid by this option: one in use cannot be deleted nor change its kind. */
  uploads_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** The list: paging, `search_query` on the name, an optional `type`. */
export const paymentOptionListQuerySchema = pagingQuerySchema.extend({
  type: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_OPTION_TYPES).optional())
    .catch(undefined),
});
export type PaymentOptionListQuery = z.infer<typeof paymentOptionListQuerySchema>;

// ----- Mandates -----

/** The multipart field carrying the signed mandate; `description` may come as a field before it. */
export const PAYMENT_MANDATE_FIELD = 'mandate';
export const PAYMENT_MANDATE_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_MANDATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** A signed authorisation kept for an option (the bank's mandate letter, scanned or as a PDF). */
export const paymentMandateSchema = z.object({
  id: rowId,
  payment_option_id: rowId,
  payment_option_name: z.string(),
  description: z.string().nullable(),
  /** The name the file was uploaded under. */
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: rowCount,
  /** Who uploaded it; null once their sign-in is gone. */
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentMandate = z.infer<typeof paymentMandateSchema>;

/** GET …/payment-options/mandates: paging, `search_query` on the option or file name, one option. */
export const paymentMandateListQuerySchema = pagingQuerySchema.extend({
  payment_option_id: optionalId(M.optionFilterInvalid),
});
export type PaymentMandateListQuery = z.infer<typeof paymentMandateListQuerySchema>;
