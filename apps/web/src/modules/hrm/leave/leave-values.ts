import type { LeaveBalanceItem } from '@clockroom/contracts';

/** Spec 2 §9: a balance's progress is days_taken / applicable_days, in whole percent (0 to 100). */
export function leavePercent(b: Pick<LeaveBalanceItem, 'days_taken' | 'applicable_days'>): number {
  if (b.applicable_days <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((b.days_taken / b.applicable_days) * 100)));
}

/**
 * An employee or relief officer as sent (spec 2 §5): a picked id as is; a name still displayed from
 * the loaded request (a string) falls back to the stored id; nothing chosen is 0 ("an empty relief is
 * sent as 0").
 */
export function sentId(
  value: number | string | null | undefined,
  original: number | null | undefined,
): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return original ?? 0;
  return 0;
}
