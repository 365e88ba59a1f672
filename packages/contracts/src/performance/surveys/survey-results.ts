import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { optionalId, rowCount, rowId } from '../../platform/fields.ts';
import { columnOf, reportWords } from '../../platform/report.ts';
import { QUESTION_TYPES, SURVEY_STATUSES, givenAnswerSchema } from './surveys.ts';
import { SURVEY_MESSAGES as M } from './survey-messages.ts';

/**
 * GET /hrm/surveys/get-survey-answers?id= (issue 23, ADR 60): the totals per question and, unless
 * the survey is anonymous, who answered what. A result with fewer than 3 answers is held back: the
 * survey's when fewer than 3 employees answered, a question's when fewer than 3 answered it.
 */
export const questionResultSchema = z.object({
  question_id: rowId,
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  answered_count: rowCount,
  held_back: z.boolean(),
  /** single and multiple: how many chose each option, in the question's order. */
  options: z.array(z.object({ option: z.string(), count: rowCount })),
  /** rating: how many gave 1, 2, 3, 4 and 5. */
  ratings: z.array(z.object({ rating: z.number().int(), count: rowCount })),
  average: z.number().nullable(),
  /** text: the answers, in no one's order (sorted) so the list does not tell who wrote what. */
  texts: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const respondentSchema = z.object({
  employee_id: rowId,
  employee_name: z.string(),
  submitted_at: z.string(),
  answers: z.array(givenAnswerSchema),
});
export type SurveyRespondent = z.infer<typeof respondentSchema>;

export const surveyResultsSchema = z.object({
  survey_id: rowId,
  title: z.string(),
  anonymous: z.boolean(),
  status: z.enum(SURVEY_STATUSES),
  responses_count: rowCount,
  audience_count: rowCount,
  threshold: rowCount,
  held_back: z.boolean(),
  questions: z.array(questionResultSchema),
  /** Who answered what: null for an anonymous survey, always; empty while held back. */
  respondents: z.array(respondentSchema).nullable(),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

/** GET /hrm/surveys/feedback-log: who answered which survey when; anonymous surveys are never listed. */
export const feedbackLogQuerySchema = pagingQuerySchema.extend({
  survey_id: optionalId(M.idRequired).catch(undefined),
});
export type FeedbackLogQuery = z.infer<typeof feedbackLogQuerySchema>;
export const feedbackLogEntrySchema = z.object({
  id: rowId,
  survey_id: rowId,
  survey_title: z.string(),
  employee_id: rowId,
  employee_name: z.string(),
  submitted_at: z.string(),
});
export type FeedbackLogEntry = z.infer<typeof feedbackLogEntrySchema>;

/** The results file's words (ADR 34). */
export const SURVEY_REPORT_WORDS = reportWords('survey_report_words', {
  title: ['Survey results', 'Résultats de l’enquête'],
  question: ['Question', 'Question'],
  answer: ['Answer', 'Réponse'],
  count: ['Answers', 'Réponses'],
  employee_name: ['Employee', 'Employé'],
  average: ['Average rating', 'Note moyenne'],
  held_back: ['Held back (fewer than 3 answers)', 'Masqué (moins de 3 réponses)'],
});
const column = columnOf(SURVEY_REPORT_WORDS);
export const SURVEY_RESULT_COLUMNS = [
  column('question', 'text'),
  column('answer', 'text'),
  column('count', 'number'),
  column('employee_name', 'text'),
];
