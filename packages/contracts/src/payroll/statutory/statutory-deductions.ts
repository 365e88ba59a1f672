import { z } from 'zod';
import { requiredName, rowId } from '../../platform/fields.ts';
import { nairaInput, nairaToKobo, requiredNaira } from '../money.ts';
import { STATUTORY_DEDUCTION_MESSAGES as M, TAX_REGIMES } from './statutory-messages.ts';
import { isFirstOfMonth, parseRate, rateInput, statutoryFlag } from './statutory-values.ts';

/**
 * A statutory deduction is one version of the tax table (issue 19 "Statutory rules", ADR 43): the
 * PAYE regime and its annual bands, the reliefs, the minimum tax and wage, and the employee pension,
 * NHF and NHIS rates, in force from `effective_from` (the first of a month) until the next version.
 * Money is naira (text in answers), rates percent as decimal text.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const money = () => nairaInput(M.amountInvalid).transform((k) => k ?? 0);

/** A band as forms send it: its upper limit (`up_to`, naira of chargeable income) or its width. */
const bandInputSchema = z.object(
  { up_to: z.unknown().optional(), width: z.unknown().optional(), rate: z.unknown().optional() },
  { error: M.bandLimitRequired },
);
type BandInput = z.infer<typeof bandInputSchema>;
type Issue = { path: (string | number)[]; message: string };

/** Kobo of a band limit; null when blank, undefined when not money. */
const limitKobo = (v: unknown): number | null | undefined => (blank(v) === undefined ? null : nairaToKobo(v));

/** The band list's problems: open last band, limits rising, each limit given once. */
export function bandProblems(bands: readonly BandInput[]): Issue[] {
  const issues: Issue[] = [];
  let previous = 0;
  bands.forEach((band, i) => {
    const at = (field: string, message: string) => issues.push({ path: ['bands', i, field], message });
    if (parseRate(band.rate) === undefined) at('rate', M.rateInvalid);
    const upTo = limitKobo(band.up_to);
    const width = limitKobo(band.width);
    if (upTo === undefined) return at('up_to', M.amountInvalid);
    if (width === undefined) return at('width', M.amountInvalid);
    if (i === bands.length - 1) {
      if (upTo !== null || width !== null) at(upTo !== null ? 'up_to' : 'width', M.bandLastOpen);
      return;
    }
    if (upTo === null && width === null) return at('up_to', M.bandLimitRequired);
    const end = upTo ?? previous + (width as number);
    if (upTo !== null && width !== null && upTo !== previous + width) at('width', M.bandLimitConflict);
    else if (end <= previous) at(upTo !== null ? 'up_to' : 'width', M.bandUpToOrder);
    previous = end;
  });
  return issues;
}

/** The bands as stored: each one's width in kobo (null: the rest) and its rate. */
function toStoredBands(bands: readonly BandInput[]): { width_kobo: string | null; rate: string }[] {
  let previous = 0;
  return bands.map((band, i) => {
    const rate = parseRate(band.rate) as string;
    if (i === bands.length - 1) return { width_kobo: null, rate };
    const upTo = limitKobo(band.up_to);
    const width = upTo !== null && upTo !== undefined ? upTo - previous : (limitKobo(band.width) ?? 0);
    previous += width;
    return { width_kobo: String(width), rate };
  });
}

/**
 * POST /payroll/salarymanagement/settings/statutory-deduction and PUT …/:id. A blank relief, rate or
 * amount takes its default (0; pension 8 %, NHF 2.5 %). The parsed value carries amounts in kobo.
 */
export const statutoryDeductionInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    regime: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v)),
      z.enum(TAX_REGIMES, { error: M.regimeRequired }),
    ),
    effective_from: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().slice(0, 10) || undefined : blank(v)),
      z.string({ error: M.effectiveFromRequired }).refine(isFirstOfMonth, M.effectiveFromFirstOfMonth),
    ),
    bands: z
      .array(bandInputSchema, { error: M.bandsRequired })
      .min(1, M.bandsRequired)
      .max(20, M.bandsTooMany),
    rent_relief_rate: rateInput(M.rateInvalid, '0.00'),
    rent_relief_cap: money(),
    cra_fixed: money(),
    cra_gross_rate: rateInput(M.rateInvalid, '0.00'),
    cra_extra_rate: rateInput(M.rateInvalid, '0.00'),
    minimum_tax_rate: rateInput(M.rateInvalid, '0.00'),
    minimum_wage: money(),
    pension_employee_rate: rateInput(M.rateInvalid, '8.00'),
    nhf_rate: rateInput(M.rateInvalid, '2.50'),
    nhis_rate: rateInput(M.rateInvalid, '0.00'),
  })
  .superRefine((v, ctx) => {
    for (const issue of bandProblems(v.bands)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(({ bands, ...v }) => ({ ...v, bands: toStoredBands(bands) }));
export type StatutoryDeductionInput = z.input<typeof statutoryDeductionInputSchema>;
export type StatutoryDeductionValues = z.output<typeof statutoryDeductionInputSchema>;

/** A band as answers show it: where it starts and ends in naira (null: no end), width and rate. */
export const taxBandSchema = z.object({
  from: z.string(),
  up_to: z.string().nullable(),
  width: z.string().nullable(),
  rate: z.string(),
});
export type TaxBandView = z.infer<typeof taxBandSchema>;

export const statutoryDeductionSchema = z.object({
  id: rowId,
  name: z.string(),
  regime: z.enum(TAX_REGIMES),
  effective_from: z.string(),
  /** The day before the next version takes effect; null for the latest. */
  effective_to: z.string().nullable(),
  bands: z.array(taxBandSchema),
  rent_relief_rate: z.string(),
  rent_relief_cap: z.string(),
  cra_fixed: z.string(),
  cra_gross_rate: z.string(),
  cra_extra_rate: z.string(),
  minimum_tax_rate: z.string(),
  minimum_wage: z.string(),
  pension_employee_rate: z.string(),
  nhf_rate: z.string(),
  nhis_rate: z.string(),
  /** In force today. */
  current: z.boolean(),
  /** In force for a confirmed payroll month: it can no longer be changed or deleted. */
  locked: z.boolean(),
});
export type StatutoryDeduction = z.infer<typeof statutoryDeductionSchema>;

/** GET …/statutory-deduction/:id/worked-example: the tax on a chosen year's pay. */
export const workedExampleQuerySchema = z.object({
  annual_gross: requiredNaira(M.amountInvalid),
  annual_rent: nairaInput(M.amountInvalid).transform((k) => k ?? 0),
  /** Pay the employee pension is taken on; 0 (none) when absent. */
  annual_pensionable: nairaInput(M.amountInvalid).transform((k) => k ?? 0),
});
export type WorkedExampleQuery = z.input<typeof workedExampleQuerySchema>;

export const workedExampleSchema = z.object({
  regime: z.enum(TAX_REGIMES),
  annual_gross: z.string(),
  pension: z.string(),
  rent_relief: z.string(),
  consolidated_relief: z.string(),
  chargeable: z.string(),
  bands: z.array(
    z.object({
      from: z.string(),
      up_to: z.string().nullable(),
      rate: z.string(),
      taxed: z.string(),
      tax: z.string(),
    }),
  ),
  band_tax: z.string(),
  minimum_tax: z.string(),
  /** A monthly gross at or below the minimum wage pays no PAYE at all. */
  minimum_wage_exempt: z.boolean(),
  annual_tax: z.string(),
  monthly_tax: z.string(),
  /** annual_tax ÷ annual_gross, percent with two decimals. */
  effective_rate: z.string(),
});
export type WorkedExample = z.infer<typeof workedExampleSchema>;

/** The company's statutory choices beside the versions: NHF for new employees by default. */
export const statutorySettingsSchema = z.object({ nhf_default: z.boolean() });
export type StatutorySettings = z.infer<typeof statutorySettingsSchema>;
export const statutorySettingsInputSchema = z.object({
  nhf_default: z.preprocess(statutoryFlag, z.boolean({ error: M.flagInvalid })),
});
