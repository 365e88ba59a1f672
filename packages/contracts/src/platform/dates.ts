import { z } from 'zod';

/** A real calendar date written yyyy-MM-dd (spec 2 §9's date value): no 2027-02-29, no 2026-13-01. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A required date field: anything but a real yyyy-MM-dd date fails with the field's message. */
export const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** An optional date filter: '' or absent mean none; a bad date fails with the message. */
export const optionalCalendarDate = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: message }).trim().refine(isCalendarDate, message).optional(),
  );
