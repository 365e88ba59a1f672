import { z } from 'zod';

/**
 * What today is for the signed-in employee by their shift plan (the engine's today plan): the fields
 * the ESS home's banner and the mobile-clock card read to say a day off, a public holiday or leave,
 * and when the next shift starts, instead of "You are yet to clock in today".
 */
export const dayPlanShape = {
  /** The viewer's shift plan gives no shift today (the shift's work days, or a roster day off). */
  day_off: z.boolean(),
  /** Today's public holiday, or null. */
  public_holiday: z.string().nullable(),
  /** The viewer is on approved leave today. */
  on_leave: z.boolean(),
  /**
   * When the viewer's next shift starts after today, skipping public holidays and approved leave:
   * the company's local date and time, `yyyy-MM-ddTHH:mm`; null when none is planned.
   */
  next_shift_start: z.string().nullable(),
};
export type DayPlan = z.infer<z.ZodObject<typeof dayPlanShape>>;
