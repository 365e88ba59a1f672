import { z } from 'zod';
import { requiredName, rowId } from '../../platform/fields.ts';
import {
  COMPANY_REMITTANCE_MESSAGES as M,
  REMITTANCE_BASES,
  RESERVED_REMITTANCE_CODES,
} from './statutory-messages.ts';
import { rateInput, statutoryFlag } from './statutory-values.ts';

/**
 * A company remittance (spec 3 §7): an employer contribution on each employee's month, its rate on
 * gross, pensionable or basic pay, due once the company has `min_headcount` staff. The three the law
 * names (employer pension 10 %, NSITF 1 %, ITF 1 % with 5 or more staff) are `is_statutory`: they
 * may be re-rated or disabled, never deleted, and keep their code and base (ADR 43).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const reserved: readonly string[] = RESERVED_REMITTANCE_CODES;

export const companyRemittanceInputSchema = z.object({
  name: requiredName(M.nameRequired, M.nameTooLong),
  /** Upper-cased; the schedule line and the remittance reports name it by this. */
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : blank(v)),
    z
      .string({ error: M.codeRequired })
      .regex(/^[A-Z][A-Z0-9_]{0,29}$/, M.codeInvalid)
      .refine((c) => !reserved.includes(c), M.codeReserved),
  ),
  rate: rateInput(M.rateInvalid),
  /** Absent: 'gross' for a new remittance, unchanged on an update. */
  base: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v)),
    z.enum(REMITTANCE_BASES, { error: M.baseInvalid }).optional(),
  ),
  min_headcount: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.minHeadcountInvalid })
      .int(M.minHeadcountInvalid)
      .min(0, M.minHeadcountInvalid)
      .max(1_000_000, M.minHeadcountInvalid)
      .default(0),
  ),
  enabled: z.preprocess((v) => statutoryFlag(blank(v)), z.boolean({ error: M.flagInvalid }).default(true)),
});
export type CompanyRemittanceInput = z.input<typeof companyRemittanceInputSchema>;
export type CompanyRemittanceValues = z.output<typeof companyRemittanceInputSchema>;

/** PUT …/company-remittance (spec 3 §7: no id in the path): the id travels in the body. */
export const companyRemittanceUpdateSchema = companyRemittanceInputSchema.extend({
  id: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.idRequired })
      .int(M.idRequired)
      .positive(M.idRequired)
      .max(2 ** 53 - 1, M.idRequired),
  ),
});

export const companyRemittanceSchema = z.object({
  id: rowId,
  name: z.string(),
  code: z.string(),
  rate: z.string(),
  base: z.enum(REMITTANCE_BASES),
  min_headcount: z.number().int(),
  enabled: z.boolean(),
  is_statutory: z.boolean(),
});
export type CompanyRemittance = z.infer<typeof companyRemittanceSchema>;
