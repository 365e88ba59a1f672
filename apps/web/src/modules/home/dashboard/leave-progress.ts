/** Spec 2 §9: the leave progress bars' colours cycle black, blue, yellow, card by card. */
export const LEAVE_PROGRESS_COLOURS = ['#1f2328', '#1677ff', '#d4a106'] as const;

export const leaveProgressColour = (index: number) =>
  LEAVE_PROGRESS_COLOURS[index % LEAVE_PROGRESS_COLOURS.length] ?? LEAVE_PROGRESS_COLOURS[0];

/** Days taken as a share of the entitlement, 0–100 (spec 2 §9); nothing entitled reads 0. */
export function leaveProgress(daysTaken: number, applicableDays: number): number {
  if (applicableDays <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((daysTaken / applicableDays) * 100)));
}
