import { z } from 'zod';
import { calendarDate } from '../../../platform/dates.ts';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { rowId } from '../../../platform/fields.ts';
import { requiredNaira } from '../../../platform/money.ts';
import { PAYMENT_PROVIDERS } from '../provider/provider.ts';
import { virtualAccountSchema } from '../provider/provider.ts';
import { PAYMENT_WALLET_MESSAGES as M } from './wallet-messages.ts';

/**
 * The company wallet (issue 21, ADR 57). Money in answers is naira text with two decimals written from
 * whole kobo ("24500.00"); the balance is the sum of the wallet's ledger entries, never a stored
 * figure.
 */

export const TRANSFER_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const PAYIN_STATUSES = ['pending', 'settled', 'failed'] as const;
export type PayinStatus = (typeof PAYIN_STATUSES)[number];

/** The largest single pay-in: ₦10bn, far above any payroll and inside 2^53 kobo with room for sums. */
export const MAX_PAYIN_KOBO = 10_000_000_000 * 100;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST .../wallets/payins `{ amount }` (naira). */
export const payinInputSchema = z
  .object({
    amount: requiredNaira(M.amountRequired)
      .refine((v) => v === undefined || v > 0, M.amountPositive)
      .refine((v) => v === undefined || v <= MAX_PAYIN_KOBO, M.amountTooLarge),
  })
  .transform((v) => ({ amount_kobo: v.amount ?? 0 }));
export type PayinInput = z.input<typeof payinInputSchema>;

const optionalDate = z.preprocess(blank, calendarDate(M.dateInvalid).optional());

export const payinListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blank, z.enum(PAYIN_STATUSES, { error: M.statusInvalid }).optional()),
  from: optionalDate,
  to: optionalDate,
});
export type PayinListQuery = z.input<typeof payinListQuerySchema>;
export type PayinListFilter = z.output<typeof payinListQuerySchema>;

export const transferListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blank, z.enum(TRANSFER_STATUSES, { error: M.statusInvalid }).optional()),
  line_id: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.lineInvalid })
      .int(M.lineInvalid)
      .positive(M.lineInvalid)
      .max(2 ** 53 - 1, M.lineInvalid)
      .optional(),
  ),
  from: optionalDate,
  to: optionalDate,
});
export type TransferListQuery = z.input<typeof transferListQuerySchema>;
export type TransferListFilter = z.output<typeof transferListQuerySchema>;

/** One change of a transfer's or a pay-in's status, as the view-single screen lists them. */
export const statusChangeSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const payinSchema = z.object({
  id: rowId,
  reference: z.string(),
  amount: z.string(),
  status: z.enum(PAYIN_STATUSES),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  history: z.array(statusChangeSchema),
});
export type Payin = z.infer<typeof payinSchema>;

export const transferSchema = z.object({
  id: rowId,
  reference: z.string(),
  /** The payment schedule line this transfer pays. */
  line_id: rowId,
  amount: z.string(),
  bank_code: z.string(),
  bank_name: z.string().nullable(),
  account_number: z.string(),
  account_name: z.string(),
  narration: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  failure_reason: z.string().nullable(),
  /** The failed transfer this one retries, and the transfer that retried this one. */
  retry_of_id: rowId.nullable(),
  retried_by_id: rowId.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  history: z.array(statusChangeSchema),
});
export type Transfer = z.infer<typeof transferSchema>;

export const reconciliationSchema = z.object({
  day: z.string(),
  ledger_balance: z.string(),
  provider_balance: z.string(),
  difference: z.string(),
  matched: z.boolean(),
  checked_at: z.iso.datetime(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const walletStatsSchema = z.object({
  currency: z.literal('NGN'),
  balance: z.string(),
  paid_this_month: z.string(),
  paid_this_month_count: z.number().int(),
  pending: z.string(),
  pending_count: z.number().int(),
  failed: z.string(),
  failed_count: z.number().int(),
  /** The last six months, oldest first: what came in and what was paid out. */
  chart: z.array(z.object({ month: z.string(), paid_in: z.string(), paid_out: z.string() })),
  reconciliation: reconciliationSchema.nullable(),
});
export type WalletStats = z.infer<typeof walletStatsSchema>;

export const walletSchema = z.object({
  provider: z.string(),
  currency: z.literal('NGN'),
  balance: z.string(),
  /** Held for transfers that are pending or processing. */
  reserved: z.string(),
  virtual_account: virtualAccountSchema.nullable(),
  default_payment_option_id: rowId.nullable(),
  reconciliation: reconciliationSchema.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletSettingsSchema = z.object({
  provider: z.string(),
  default_payment_option_id: rowId.nullable(),
  providers: z.array(z.string()),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

export const walletSettingsInputSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: M.providerInvalid }),
  default_payment_option_id: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.optionInvalid })
      .int(M.optionInvalid)
      .positive(M.optionInvalid)
      .max(2 ** 53 - 1, M.optionInvalid)
      .nullable()
      .default(null),
  ),
});
export type WalletSettingsInput = z.input<typeof walletSettingsInputSchema>;
export type WalletSettingsValues = z.output<typeof walletSettingsInputSchema>;
