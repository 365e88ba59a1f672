import { MODULE_NAMES, PACKAGE_MODULES, type PackageModule } from '../permissions/catalogue.ts';

/**
 * Subscription plans and prices (issue: "/payment and /activate/{id} choose the plan and modules and
 * take payment"). Money is integer kobo throughout (ARCHITECTURE §3); prices are per employee per month.
 */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface BillingPlan {
  id: PlanId;
  name: string;
  months: number;
  discount_percent: number;
}

export const BILLING_PLANS: readonly BillingPlan[] = [
  { id: 'monthly', name: 'Monthly', months: 1, discount_percent: 0 },
  { id: 'annual', name: 'Annual', months: 12, discount_percent: 15 },
];

/** Per employee per month, in kobo. */
export const MODULE_PRICES: Record<PackageModule, number> = {
  organization: 50_000,
  attendance: 80_000,
  hrm: 60_000,
  payroll: 100_000,
  performance: 50_000,
  recruitment: 40_000,
  canteen: 30_000,
};

/** Every other module hangs off the organisation (branches, employees), so it is always billed. */
export const ALWAYS_INCLUDED_MODULES: readonly PackageModule[] = ['organization'];

/** Keeps every amount far inside Number's exact-integer range (≈ 7.4e12 kobo at most). */
export const MAX_BILLABLE_EMPLOYEES = 100_000;

export const BILLING_CURRENCY = 'naira';

export function findPlan(id: string): BillingPlan | undefined {
  return BILLING_PLANS.find((p) => p.id === id);
}

/** The modules a payment covers: the chosen ones plus the always-included ones, once each, in catalogue order. */
export function billableModules(modules: readonly string[]): PackageModule[] {
  const wanted = new Set<string>([...ALWAYS_INCLUDED_MODULES, ...modules]);
  return PACKAGE_MODULES.filter((m) => wanted.has(m));
}

/** `amount × percent / 100`, rounded half up, in integers only (no float can creep into money). */
export function percentOf(amount: number, percent: number): number {
  const product = amount * percent;
  const remainder = product % 100;
  const quotient = (product - remainder) / 100;
  return remainder * 2 >= 100 ? quotient + 1 : quotient;
}

export interface QuoteLineItem {
  module: PackageModule;
  name: string;
  price_per_employee: number;
  employees: number;
  months: number;
  amount: number;
}

export interface Quote {
  plan_id: PlanId;
  months: number;
  employees: number;
  modules: PackageModule[];
  line_items: QuoteLineItem[];
  subtotal: number;
  discount_percent: number;
  discount: number;
  amount: number;
  currency: typeof BILLING_CURRENCY;
}

/**
 * What a plan costs for these modules and this head count. Inputs are validated by the schemas;
 * anything else reaching here is a programming error, hence the throws.
 */
export function quote(input: { plan: PlanId; modules: readonly string[]; employees: number }): Quote {
  const plan = findPlan(input.plan);
  if (!plan) throw new Error(`Unknown plan ${input.plan}`);
  const { employees } = input;
  if (!Number.isInteger(employees) || employees < 1 || employees > MAX_BILLABLE_EMPLOYEES) {
    throw new Error(`Invalid employee count ${employees}`);
  }
  const unknown = input.modules.find((m) => !(PACKAGE_MODULES as readonly string[]).includes(m));
  if (unknown !== undefined) throw new Error(`Unknown module ${unknown}`);
  const modules = billableModules(input.modules);
  const line_items = modules.map((module) => ({
    module,
    name: MODULE_NAMES[module],
    price_per_employee: MODULE_PRICES[module],
    employees,
    months: plan.months,
    amount: MODULE_PRICES[module] * employees * plan.months,
  }));
  const subtotal = line_items.reduce((sum, item) => sum + item.amount, 0);
  const discount = percentOf(subtotal, plan.discount_percent);
  return {
    plan_id: plan.id,
    months: plan.months,
    employees,
    modules,
    line_items,
    subtotal,
    discount_percent: plan.discount_percent,
    discount,
    amount: subtotal - discount,
    currency: BILLING_CURRENCY,
  };
}
