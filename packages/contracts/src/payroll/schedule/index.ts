/** Payroll contracts: the payroll run (salary schedule, its job, confirm, downloads and variance). */
import { SALARY_SCHEDULE_MESSAGES } from './schedule-messages.ts';
import { SALARY_SCHEDULE_WORDS } from './schedule-words.ts';

export * from './schedule-messages.ts';
export * from './schedule.ts';
export * from './schedule-words.ts';
export * from './schedule.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_SCHEDULE_MESSAGE_TABLES = {
  salary_schedules: SALARY_SCHEDULE_MESSAGES,
  salary_schedule_words: SALARY_SCHEDULE_WORDS.en,
} as const;
