import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { PACKAGE_MODULES, type PermissionSlug } from '../permissions/catalogue.ts';
import { CARD_EXPIRY_PATTERN, CVV_PATTERN, cardExpired, parseCardExpiry, passesLuhn } from './card.ts';
import { BILLING_MESSAGES as M } from './messages.ts';
import { MAX_BILLABLE_EMPLOYEES, PLAN_IDS } from './plans.ts';

/** Who may read the company's payments (spec 1: system-settings → billing → order-history). */
export const BILLING_PERMISSION = 'manage billing' satisfies PermissionSlug;

/** A missing field and a wrong one read differently: "Kindly select…" versus "does not exist". */
const missingOr = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? missing : wrong;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const paymentInitializeSchema = z.object({
  company_id: required(AUTH_MESSAGES.companyIdRequired),
  plan_id: z.enum(PLAN_IDS, { error: missingOr(M.planRequired, M.planUnknown) }),
  modules: z.array(z.enum(PACKAGE_MODULES, { error: M.moduleUnknown }), { error: M.modulesRequired }),
  employees: z
    .number({ error: missingOr(M.employeesRequired, M.employeesRule) })
    .int(M.employeesRule)
    .min(1, M.employeesRule)
    .max(MAX_BILLABLE_EMPLOYEES, M.employeesRule),
});
export type PaymentInitializeInput = z.infer<typeof paymentInitializeSchema>;

/** The card as the sandbox checkout takes it; a real gateway takes it on its own page instead. */
export const sandboxChargeSchema = z.object({
  reference: required(M.paymentReferenceRequired),
  // An empty field already says "Kindly input…"; the checksum message would only repeat it.
  card_number: required(M.cardNumberRequired).refine((v) => v === '' || passesLuhn(v), M.cardNumberInvalid),
  expiry: z
    .string({ error: M.cardExpiryRequired })
    .trim()
    .regex(CARD_EXPIRY_PATTERN, M.cardExpiryRequired)
    .refine((v) => {
      const parsed = parseCardExpiry(v);
      return parsed === null || !cardExpired(parsed);
    }, M.cardExpired),
  cvv: z.string({ error: M.cvvRule }).trim().regex(CVV_PATTERN, M.cvvRule),
});
export type SandboxChargeInput = z.infer<typeof sandboxChargeSchema>;

export const planModuleSchema = z.object({
  module: z.enum(PACKAGE_MODULES),
  name: z.string(),
  /** Kobo per employee per month, before the plan's discount. */
  price_per_employee: z.number().int(),
  always_included: z.boolean(),
});

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  months: z.number().int(),
  discount_percent: z.number().int(),
  modules: z.array(planModuleSchema),
});
export type PlanView = z.infer<typeof planSchema>;

export const quoteLineItemSchema = z.object({
  module: z.enum(PACKAGE_MODULES),
  name: z.string(),
  price_per_employee: z.number().int(),
  employees: z.number().int(),
  months: z.number().int(),
  amount: z.number().int(),
});

export const paymentInitializedSchema = z.object({
  reference: z.string(),
  plan_id: z.enum(PLAN_IDS),
  months: z.number().int(),
  employees: z.number().int(),
  modules: z.array(z.enum(PACKAGE_MODULES)),
  line_items: z.array(quoteLineItemSchema),
  subtotal: z.number().int(),
  discount_percent: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  currency: z.literal('naira'),
});
export type PaymentInitialized = z.infer<typeof paymentInitializedSchema>;

export const sandboxChargeResultSchema = z.object({ reference: z.string(), status: z.literal('success') });
export type SandboxChargeResult = z.infer<typeof sandboxChargeResultSchema>;

export const subscriptionStateSchema = z.object({
  account_type: z.string(),
  packageModules: z.array(z.object({ module: z.string(), expires_at: z.string().nullable() })),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderSchema = z.object({
  id: z.number(),
  reference: z.string(),
  plan_id: z.string(),
  modules: z.array(z.string()),
  employees: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * GET /billing/renewal-defaults: what a renewal proposes, the company's real head count (current
 * staff, archived ones aside, at least 1) and the modules it subscribes to (ADR 0017).
 */
export const renewalDefaultsSchema = z.object({
  employees: z.number().int().positive(),
  modules: z.array(z.string()),
});
export type RenewalDefaults = z.infer<typeof renewalDefaultsSchema>;
