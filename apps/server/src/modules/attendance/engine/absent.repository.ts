import { sql } from 'drizzle-orm';

/**
 * Absent, over a day fact aliased `d`: a work day with no punch once its window has closed. The
 * stored flag was right when the day was computed; `window_end` makes a day absent by the clock
 * alone, with no job (ADR 25). Reports and the dashboard count absence by this one condition.
 */
export const ABSENT = sql`(d.is_work_day AND d.punch_count = 0 AND (d.is_absent OR d.window_end <= now()))`;
