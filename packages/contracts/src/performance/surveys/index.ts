/** Feedback surveys (issue 23, ADR 60); every file of the area is exported from here. */
import { SURVEY_MESSAGES } from './survey-messages.ts';
import { SURVEY_REPORT_WORDS } from './survey-results.ts';

export * from './survey-messages.ts';
export * from './surveys.ts';
export * from './survey-results.ts';
export * from './survey-answers.ts';
export * from './surveys.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const SURVEY_MESSAGE_TABLES = {
  surveys: SURVEY_MESSAGES,
  survey_report_words: SURVEY_REPORT_WORDS.en,
} as const;
