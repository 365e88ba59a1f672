import { z } from 'zod';
import { isClockTime } from './shift-times.ts';

/** Constants and field shapes shared by the shift and roster schemas (ADR 27). */

export const SHIFT_STATUSES = ['active', 'inactive'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const SHIFT_WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const ROSTER_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type RosterFormat = (typeof ROSTER_FORMATS)[number];
/** Longest range a roster, schedule or calendar call covers: a quarter. */
export const MAX_ROSTER_DAYS = 92;

export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const clockTime = (message: string) =>
  z.preprocess(blank, z.string({ error: message }).trim().refine(isClockTime, message));
export const minutes = (message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(0, message).max(1440, message));
export const requiredId = (message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int(message).positive(message));

/** ISO weekdays as an array (or a comma-separated string): answered sorted, once each. */
export const weekDays = (message: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(z.unknown(), { error: message })
      .min(min, message)
      .max(50, message)
      .refine((list) => list.every((d) => SHIFT_WEEK_DAYS.includes(Number(d) as 1)), message)
      .transform((list) => [...new Set(list.map(Number))].sort((a, b) => a - b)),
  );
