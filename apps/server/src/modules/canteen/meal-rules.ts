import { mealShares, type MealRefusalReason } from '@clockroom/contracts';

/**
 * What a verification at a canteen point becomes (issue 20, ADR 55): a served meal priced by the
 * employee's plan at that moment, or a refusal with its reason (unknown PIN, no plan, an inactive
 * plan, or the plan's meals of the day already taken). Pure, so the rules are tested without a
 * database; the repository reads the facts and writes the answers.
 */

export interface PlanAtThatMoment {
  id: number;
  priceKobo: number;
  companySharePercent: string | number;
  mealsPerDay: number;
  active: boolean;
}

export interface Verification {
  pin: string;
  /** Device wall-clock `YYYY-MM-DD HH:MM:SS`: orders one device's lines. */
  localTime: string;
  /** The instant, as the database wrote it (fed back to it unchanged). */
  servedAt: string;
  /** The company-local day. */
  day: string;
  employeeId: number | null;
  plan: PlanAtThatMoment | null;
  /** This line is stored already (a re-send). */
  stored: boolean;
  /** Meals served to the employee on that day before this batch. */
  servedBefore: number;
}

export interface MealDecision {
  pin: string;
  servedAt: string;
  day: string;
  employeeId: number | null;
  mealPlanId: number | null;
  status: 'served' | 'refused';
  reason: MealRefusalReason | null;
  priceKobo: number;
  employeeShareKobo: number;
  companyShareKobo: number;
}

function refusalOf(v: Verification, servedToday: number): MealRefusalReason | null {
  if (v.employeeId === null) return 'unknown_pin';
  if (v.plan === null) return 'no_plan';
  if (!v.plan.active) return 'plan_inactive';
  if (servedToday >= v.plan.mealsPerDay) return 'limit_reached';
  return null;
}

/** The batch's new lines in time order; a line stored already or sent twice in the batch is one meal. */
export function decideMeals(lines: readonly Verification[]): MealDecision[] {
  const seen = new Set<string>();
  const served = new Map<string, number>();
  const out: MealDecision[] = [];
  for (const v of [...lines].sort((a, b) => a.localTime.localeCompare(b.localTime))) {
    const key = `${v.pin}\u0000${v.localTime}`;
    if (v.stored || seen.has(key)) continue;
    seen.add(key);
    const dayKey = `${v.employeeId}\u0000${v.day}`;
    const today = served.get(dayKey) ?? v.servedBefore;
    const reason = refusalOf(v, today);
    const base = { pin: v.pin, servedAt: v.servedAt, day: v.day, employeeId: v.employeeId };
    if (reason !== null || v.plan === null) {
      out.push({
        ...base,
        mealPlanId: v.plan?.id ?? null,
        status: 'refused',
        reason: reason ?? 'no_plan',
        priceKobo: 0,
        employeeShareKobo: 0,
        companyShareKobo: 0,
      });
      continue;
    }
    served.set(dayKey, today + 1);
    const shares = mealShares(v.plan.priceKobo, v.plan.companySharePercent);
    out.push({
      ...base,
      mealPlanId: v.plan.id,
      status: 'served',
      reason: null,
      priceKobo: v.plan.priceKobo,
      employeeShareKobo: shares.employeeKobo,
      companyShareKobo: shares.companyKobo,
    });
  }
  return out;
}

/**
 * The payroll rule (ADR 55): a month deducts every served meal not yet settled whose day is on or
 * before the month's end, so a meal pushed late for a month already confirmed rolls into the next
 * month computed. canteen-source.repository.ts applies the same rule in SQL.
 */
export function deductedIn(
  monthEnd: string,
  meal: { day: string; status: 'served' | 'refused'; settledMonth: string | null },
): boolean {
  return meal.status === 'served' && meal.settledMonth === null && meal.day <= monthEnd;
}
