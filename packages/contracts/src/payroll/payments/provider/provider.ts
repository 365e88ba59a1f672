import { z } from 'zod';
import { rowId } from '../../../platform/fields.ts';
import { PAYMENT_PROVIDER_MESSAGES as M } from './provider-messages.ts';

/**
 * What the payment provider answers (issue 21, ADR 57): Nigerian banks by CBN code, an account's
 * name, and the wallet's virtual account (a NUBAN the company pays into to top the wallet up).
 */

/** Providers the server knows; a real one is added here and in the server's provider registry. */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `?account_number=&bank_code=`: ten digits (a NUBAN) and a CBN bank code. */
export const verifyAccountQuerySchema = z.object({
  account_number: z.preprocess(
    blank,
    z.string({ error: M.accountNumberRequired }).regex(/^\d{10}$/, M.accountNumberRequired),
  ),
  bank_code: z.preprocess(
    blank,
    z.string({ error: M.bankCodeRequired }).regex(/^\d{3,6}$/, M.bankCodeRequired),
  ),
});
export type VerifyAccountQuery = z.input<typeof verifyAccountQuerySchema>;

export const verifiedAccountSchema = z.object({
  account_number: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
});
export type VerifiedAccount = z.infer<typeof verifiedAccountSchema>;

export const virtualAccountSchema = z.object({
  id: rowId,
  provider: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  bank_code: z.string(),
  reference: z.string(),
  created_at: z.iso.datetime(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/** The webhook's path: `/payments/webhooks/{provider}`. */
export const webhookParamsSchema = z.object({
  provider: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, M.providerRequired),
});

export const webhookAnswerSchema = z.object({ duplicate: z.boolean() });
