import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { cascadeTo, instant, ref, tenantTable, timestamps } from './columns.ts';

/**
 * Feedback surveys (issue 23, ADR 60). A survey's questions and audience are small documents kept
 * with it (questions are replaced whole until someone answers, then fixed); each employee's answers
 * to a survey are one row, once per employee and survey.
 */
export const surveys = tenantTable(
  'surveys',
  {
    title: text('title').notNull(),
    description: text('description'),
    anonymous: boolean('anonymous').notNull().default(false),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** draft | published | closed */
    status: text('status').notNull().default('draft'),
    /** [{ id, text, type, options, required }] */
    questions: jsonb('questions').notNull(),
    /** { everyone: true } | { department_ids } | { employee_ids } */
    audience: jsonb('audience').notNull(),
    ...timestamps(),
  },
  (t) => [
    companyFk('surveys', t),
    check('surveys_status_check', sql`${t.status} IN ('draft', 'published', 'closed')`),
    check('surveys_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** One employee's answers to one survey: `[{ question_id, value }]`. */
export const surveyResponses = tenantTable(
  'survey_responses',
  {
    surveyId: ref('survey_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    answers: jsonb('answers').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    companyFk('survey_responses', t),
    employeeFk('survey_responses', t),
    cascadeTo(surveys, t, t.surveyId, 'survey_responses_survey_fk'),
    uniqueIndex('survey_responses_once_key').on(t.companyId, t.surveyId, t.employeeId),
    index('survey_responses_employee_idx').on(t.companyId, t.employeeId),
  ],
);
