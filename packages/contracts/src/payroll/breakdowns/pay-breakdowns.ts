import { z } from 'zod';
import type { PermissionSlug } from '../../permissions/catalogue.ts';
import { MAX_PAGE_SIZE } from '../../platform/constants.ts';
import { requiredName, rowId } from '../../platform/fields.ts';
import { nairaToKobo } from '../money.ts';
import {
  CALCULATION_TYPES,
  COMPONENT_TYPES,
  FORMULA_MAX_LENGTH,
  FORMULA_RESERVED_WORDS,
  PAY_BREAKDOWN_CODE,
  PAY_BREAKDOWN_MESSAGES as M,
} from './pay-breakdown-messages.ts';

/**
 * The pay breakdown (payroll salary management, spec 3 §7; issue 19 "Pay breakdown item"; ADR 37,
 * ADR 42): Basic, Housing, Transport, … each a percentage of a package's monthly salary, a fixed
 * amount, or a formula.
 */

/**
 * Who may read the items: payroll's people, whoever keeps pay packages (whose form and view list
 * them), and whoever sets up overtime, whose work rate form picks from them (ADR 37). A company
 * without the payroll module still sets up work rates.
 */
export const PAY_BREAKDOWN_READERS: readonly PermissionSlug[] = [
  'view salary management',
  'manage salary settings',
  'view pay packages',
  'manage pay packages',
  'manage overtime settings',
];

/** One pay breakdown item as every call answers it (issue 19; shown by `allowance_name`, spec 3 §3). */
export const payBreakdownSchema = z.object({
  id: rowId,
  allowance_name: z.string(),
  /** Short and unique in the company ('BASIC'): what formulas and the payroll register name it by. */
  code: z.string(),
  component_type: z.enum(COMPONENT_TYPES),
  calculation_type: z.enum(CALCULATION_TYPES),
  /** Share of the monthly salary in percent, as two-decimal text; null unless `percentage`. */
  percentage: z.string().nullable(),
  /** The monthly amount in naira, two decimals, as text; null unless `fixed`. */
  amount: z.string().nullable(),
  /** null unless `formula`. */
  formula: z.string().nullable(),
  is_pensionable: z.boolean(),
  is_taxable: z.boolean(),
  /** Where the item sits on a payslip, smallest first. */
  position: z.number().int(),
});
export type PayBreakdown = z.infer<typeof payBreakdownSchema>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const word = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v));
/** Text or a number, checked by the object's rules (which of them applies depends on the type). */
const loose = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).nullable().optional();
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'number') return Number.isFinite(v) ? v !== 0 : v;
      if (typeof v === 'string' && /^(true|false|0|1)$/i.test(v.trim())) return /^(true|1)$/i.test(v.trim());
      return v;
    },
    z.boolean({ error: M.flagInvalid }).default(fallback),
  );

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A percent from 0 to 100 with at most two decimals, as two-decimal text ('40.00'); null if not one. */
export function percentText(value: unknown): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (hundredths > 10_000) return null;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const code = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.codeRequired : M.codeInvalid),
    })
    .min(1, M.codeRequired)
    .regex(PAY_BREAKDOWN_CODE, M.codeInvalid)
    .refine((c) => !FORMULA_RESERVED_WORDS.includes(c.toLowerCase()), M.codeReserved),
);

/** The calculation type sent, or the one the values sent imply (a formula, an amount, a percentage). */
function calculationOf(v: {
  calculation_type?: string | undefined;
  formula?: unknown;
  amount?: unknown;
  percentage?: unknown;
}) {
  if (v.calculation_type) return v.calculation_type;
  if (!isBlank(v.formula)) return 'formula';
  if (!isBlank(v.amount)) return 'fixed';
  if (!isBlank(v.percentage)) return 'percentage';
  return undefined;
}

/** The message for the value the calculation type needs, or null when it is fine. */
function valueProblem(type: string, v: { percentage?: unknown; amount?: unknown; formula?: unknown }) {
  if (type === 'percentage') {
    if (isBlank(v.percentage)) return { field: 'percentage', message: M.percentageRequired };
    return percentText(v.percentage) === null ? { field: 'percentage', message: M.percentageInvalid } : null;
  }
  if (type === 'fixed') {
    if (isBlank(v.amount)) return { field: 'amount', message: M.amountRequired };
    return nairaToKobo(v.amount) === undefined ? { field: 'amount', message: M.amountInvalid } : null;
  }
  if (isBlank(v.formula)) return { field: 'formula', message: M.formulaRequired };
  return String(v.formula).trim().length > FORMULA_MAX_LENGTH
    ? { field: 'formula', message: M.formulaTooLong }
    : null;
}

/**
 * POST/PUT /payroll/salarymanagement/settings/pay-breakdown. `code` is taken in upper case.
 * `component_type` is `other` when not sent; `calculation_type`, when not sent, is the one whose value
 * was sent (formula, then amount, then percentage). Only the value of the calculation type is kept:
 * the percentage as two-decimal text, the amount in kobo, the formula trimmed (checked against the
 * company's other items by the server). Flags take booleans, 0/1 or 'true'/'false'.
 */
export const payBreakdownInputSchema = z
  .object({
    allowance_name: requiredName(M.nameRequired, M.nameTooLong),
    code,
    component_type: z.preprocess(
      word,
      z.enum(COMPONENT_TYPES, { error: M.componentTypeInvalid }).default('other'),
    ),
    calculation_type: z.preprocess(
      word,
      z.enum(CALCULATION_TYPES, { error: M.calculationTypeRequired }).optional(),
    ),
    percentage: loose(M.percentageInvalid),
    amount: loose(M.amountInvalid),
    formula: loose(M.formulaRequired),
    is_pensionable: flag(false),
    is_taxable: flag(true),
    position: z.preprocess(
      blank,
      z.coerce
        .number({ error: M.positionInvalid })
        .int(M.positionInvalid)
        .min(0, M.positionInvalid)
        .max(9999, M.positionInvalid)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    const type = calculationOf(v);
    if (!type) {
      ctx.addIssue({ code: 'custom', path: ['calculation_type'], message: M.calculationTypeRequired });
      return;
    }
    const found = valueProblem(type, v);
    if (found) ctx.addIssue({ code: 'custom', path: [found.field], message: found.message });
  })
  .transform((v) => {
    const type = calculationOf(v) ?? 'percentage';
    return {
      allowance_name: v.allowance_name,
      code: v.code as string,
      component_type: v.component_type,
      calculation_type: type,
      percentage: type === 'percentage' ? percentText(v.percentage) : null,
      amount_kobo: type === 'fixed' ? (nairaToKobo(v.amount) ?? 0) : null,
      formula: type === 'formula' ? String(v.formula).trim() : null,
      is_pensionable: v.is_pensionable,
      is_taxable: v.is_taxable,
      /** Kept as it is on an update, after the last item on a create, when not sent. */
      position: v.position ?? null,
    };
  });
export type PayBreakdownInput = z.input<typeof payBreakdownInputSchema>;
export type PayBreakdownValues = z.output<typeof payBreakdownInputSchema>;

const pageNumber = (max?: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    (max === undefined ? z.number().int().min(1) : z.number().int().min(1).max(max)).optional(),
  );

/**
 * The list's query. Without `page`, `perPage` or `per_page` the list is every item, an array in data
 * (the work rate form reads it so, spec 3 §7); with any of them it is one page, `{ results, total }`
 * (ADR 42). `search_query` narrows either by name or code.
 */
export const payBreakdownListQuerySchema = z.object({
  page: pageNumber(),
  perPage: pageNumber(MAX_PAGE_SIZE),
  per_page: pageNumber(MAX_PAGE_SIZE),
  search_query: z.string().trim().optional(),
});
export type PayBreakdownListQuery = z.infer<typeof payBreakdownListQuerySchema>;
