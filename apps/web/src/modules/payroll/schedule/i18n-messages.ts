import { SALARY_SCHEDULE_MESSAGES, SALARY_SCHEDULE_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

/**
 * The run's server messages in English and French, by code (`salary_schedules.<key>`, ADR 32) and by
 * English text (the filter form's own checks show the same words): the French sits in contracts.
 */
const en: Record<string, string> = {};
const fr: Record<string, string> = {};
for (const key of Object.keys(SALARY_SCHEDULE_MESSAGES) as (keyof typeof SALARY_SCHEDULE_MESSAGES)[]) {
  const english = SALARY_SCHEDULE_MESSAGES[key];
  en[`salary_schedules.${key}`] = english;
  fr[`salary_schedules.${key}`] = SALARY_SCHEDULE_MESSAGES_FR[key];
  en[english] = english;
  fr[english] = SALARY_SCHEDULE_MESSAGES_FR[key];
}

export const salaryScheduleMessageTexts = translations(en, fr);
