import type { ImprovementPlanOutcome, ImprovementPlanStatus } from '@clockroom/contracts';

/**
 * The improvement plans' rules (ADR 62), apart from the database so unit tests read them directly.
 */

export type OutcomeRefusal = 'not-approved' | 'already-set' | 'not-allowed';

/**
 * Whether an outcome may be set now: only on an approved plan, only once, and only by HR
 * (`edit training`) or the plan's reviewer.
 */
export function outcomeRefusal(
  plan: { status: ImprovementPlanStatus; outcome: ImprovementPlanOutcome | null; reviewer_id: number },
  actor: { employeeId: number; isHr: boolean },
): OutcomeRefusal | null {
  if (!actor.isHr && actor.employeeId !== plan.reviewer_id) return 'not-allowed';
  if (plan.status !== 'approved') return 'not-approved';
  if (plan.outcome !== null) return 'already-set';
  return null;
}

/** Days from one yyyy-MM-dd date to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The plans to remind today: approved, no outcome yet, the review date at most `leadDays` ahead and
 * not past, and not already reminded for this review date (a moved date is reminded again).
 */
export function remindersDue<
  P extends {
    status: ImprovementPlanStatus;
    outcome: ImprovementPlanOutcome | null;
    review_date: string;
    reminded_for: string | null;
  },
>(plans: readonly P[], today: string, leadDays: number): P[] {
  return plans.filter((p) => {
    if (p.status !== 'approved' || p.outcome !== null) return false;
    if (p.reminded_for === p.review_date) return false;
    const days = daysBetween(today, p.review_date);
    return days >= 0 && days <= leadDays;
  });
}
