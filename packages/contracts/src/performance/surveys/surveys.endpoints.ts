import { z } from 'zod';
import { SIGNED_IN_ONLY, defineEndpoint } from '../../platform/endpoint.ts';
import { collectionEndpoints } from '../../platform/collection-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import { exportAnswerSchema } from '../../platform/jobs.ts';
import { idParamsSchema } from '../../platform/params.ts';
import { defineReport } from '../../platform/report.ts';
import {
  myAnsweredSurveySchema,
  surveyAnswerInputSchema,
  surveyFormatParamsSchema,
  surveyIdQuerySchema,
  surveyInputSchema,
  surveyListQuerySchema,
  surveySchema,
  surveyUpdateSchema,
} from './surveys.ts';
import {
  SURVEY_REPORT_WORDS,
  SURVEY_RESULT_COLUMNS,
  feedbackLogEntrySchema,
  feedbackLogQuerySchema,
  surveyResultsSchema,
} from './survey-results.ts';

const BASE = '/hrm/surveys';
const tags = ['performance'] as const;

/**
 * Feedback surveys (spec 2 §7 "Surveys", issue 23, ADR 60). The spec's eight calls, plus delete,
 * the feedback log and the results file. Answering and my lists are for any signed-in employee.
 */
export const surveyEndpoints = {
  ...collectionEndpoints({
    path: BASE,
    query: surveyListQuerySchema,
    body: surveyInputSchema,
    response: surveySchema,
    permission: { list: 'view feedbacks', create: 'create feedback' },
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: BASE,
    body: surveyUpdateSchema,
    response: surveySchema,
    description:
      'The whole survey with its id in the body; status draft, published or closed moves it. Once anyone answered, the questions are fixed and it cannot go back to draft (409).',
    permission: 'edit feedback',
    tags,
  }),
  assignedToMe: defineEndpoint({
    method: 'GET',
    path: `${BASE}/assigned-to-me`,
    response: listPage(surveySchema),
    description: 'Published surveys open today whose audience includes me and that I have not answered.',
    permission: SIGNED_IN_ONLY,
    tags,
  }),
  appliedToMe: defineEndpoint({
    method: 'GET',
    path: `${BASE}/applied-to-me`,
    response: listPage(myAnsweredSurveySchema),
    description: 'The surveys I answered, newest first, with my answers.',
    permission: SIGNED_IN_ONLY,
    tags,
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: `${BASE}/answer`,
    body: surveyAnswerInputSchema,
    response: z.null(),
    status: 201,
    description:
      'Once per employee and survey, while it is published and open; each value is checked against its question.',
    permission: SIGNED_IN_ONLY,
    tags,
  }),
  answers: defineEndpoint({
    method: 'GET',
    path: `${BASE}/get-survey-answers`,
    query: surveyIdQuerySchema,
    response: surveyResultsSchema,
    description:
      'Totals per question and, unless anonymous, who answered what; fewer than 3 answers are held back.',
    permission: 'view feedbacks',
    tags,
  }),
  log: defineEndpoint({
    method: 'GET',
    path: `${BASE}/feedback-log`,
    query: feedbackLogQuerySchema,
    response: listPage(feedbackLogEntrySchema),
    description: 'Who answered which survey when, newest first; anonymous surveys are never listed.',
    permission: 'view feedbacks',
    tags,
  }),
  download: defineEndpoint({
    method: 'POST',
    path: `${BASE}/download/:format`,
    params: surveyFormatParamsSchema,
    body: surveyIdQuerySchema,
    response: exportAnswerSchema,
    answer: 'whole',
    permission: 'view feedbacks',
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: surveySchema,
    description:
      'Any survey to whoever may view feedbacks; otherwise a published or closed survey assigned to me.',
    permission: SIGNED_IN_ONLY,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: z.null(),
    description: 'Deletes the survey with its answers.',
    permission: 'delete feedback',
    tags,
  }),
};

/** The results as a file (CSV, XLSX, PDF) through the report kit (ADR 34). */
export const SURVEY_RESULTS_REPORT = defineReport({
  name: 'survey-results',
  fileName: 'survey-results',
  words: SURVEY_REPORT_WORDS,
  title: `${SURVEY_REPORT_WORDS.namespace}.title`,
  columns: SURVEY_RESULT_COLUMNS,
  endpoints: { data: surveyEndpoints.answers, export: surveyEndpoints.download },
});
