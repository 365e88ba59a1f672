/**
 * Spec 2 home: a popup announces the Performance and Recruitment modules. The original showed it on
 * every visit; we show it only to companies that lack either module, and once closed, not again for
 * ANNOUNCEMENT_QUIET_DAYS (docs/decisions/0009).
 */
export const ANNOUNCEMENT_QUIET_DAYS = 30;
export const ANNOUNCED_MODULES = ['performance', 'recruitment'] as const;

export function shouldAnnounce(
  subscribed: readonly { module: string }[],
  closedAt: string | null,
  now: Date,
): boolean {
  const lacksOne = ANNOUNCED_MODULES.some((m) => !subscribed.some((s) => s.module === m));
  if (!lacksOne) return false;
  const closed = closedAt ? Date.parse(closedAt) : NaN;
  if (Number.isNaN(closed)) return true;
  return now.getTime() - closed > ANNOUNCEMENT_QUIET_DAYS * 24 * 60 * 60 * 1000;
}
