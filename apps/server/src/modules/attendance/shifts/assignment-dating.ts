/**
 * Dated shift assignments (ADR 27), as a pure plan: "from this date on, the employee works this
 * shift" (or none). Whatever covers the day before stays as history, closed the day before; whatever
 * starts on or after the date is superseded and removed. Nothing before the date changes, so last
 * month's attendance is not rewritten by today's assignment.
 */

export interface DatedAssignment {
  id: number;
  workShiftId: number;
  startDate: string;
  /** Inclusive; null while current. */
  endDate: string | null;
}

export interface AssignmentPlan {
  /** Assignments starting on or after the date: replaced outright. */
  remove: number[];
  /** Assignments running into the date: they end the day before. */
  close: number[];
  /** The new assignment from the date, open-ended; null when unassigning. */
  open: { startDate: string } | null;
}

/** The date before a yyyy-MM-dd date. */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * What to write so that from `from` on the employee works `shiftId` (null: no shift). `existing` is
 * every assignment of the employee; an assignment already giving that shift from before the date,
 * open-ended, means nothing to do.
 */
export function planAssignment(
  existing: readonly DatedAssignment[],
  shiftId: number | null,
  from: string,
): AssignmentPlan {
  const touched = existing.filter((a) => a.endDate === null || a.endDate >= from);
  const unchanged =
    shiftId !== null &&
    touched.length === 1 &&
    touched[0]?.workShiftId === shiftId &&
    touched[0].startDate <= from &&
    touched[0].endDate === null;
  if (unchanged) return { remove: [], close: [], open: null };
  return {
    remove: touched.filter((a) => a.startDate >= from).map((a) => a.id),
    close: touched.filter((a) => a.startDate < from).map((a) => a.id),
    open: shiftId === null ? null : { startDate: from },
  };
}

/** Whether a plan writes anything (an unassignment of someone without a shift does not). */
export function planChanges(plan: AssignmentPlan): boolean {
  return plan.remove.length > 0 || plan.close.length > 0 || plan.open !== null;
}
