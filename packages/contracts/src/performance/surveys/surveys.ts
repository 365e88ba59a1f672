import { z } from 'zod';
import { calendarDate } from '../../platform/dates.ts';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { idArray, optionalText, requiredName, rowCount, rowId } from '../../platform/fields.ts';
import { REPORT_FORMATS } from '../../platform/report.ts';
import { SURVEY_MESSAGES as M } from './survey-messages.ts';

/**
 * Feedback surveys (issue 23 "Shapes the spec leaves open", ADR 60): `/hrm/surveys`, the `PUT`
 * carrying `id` in the body; `status` draft, published or closed.
 */
export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const QUESTION_TYPES = ['text', 'rating', 'single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A result with fewer answers than this is held back (issue 23). */
export const SURVEY_RESULT_THRESHOLD = 3;

const withChoices = (t: QuestionType) => t === 'single' || t === 'multiple';

export const questionInputSchema = z
  .object({
    text: z
      .string({ error: M.questionTextRequired })
      .trim()
      .min(1, M.questionTextRequired)
      .max(300, M.questionTextTooLong),
    type: z.enum(QUESTION_TYPES, { error: M.questionTypeInvalid }),
    options: z
      .array(z.string({ error: M.optionsRequired }).trim().max(150, M.optionTooLong), {
        error: M.optionsRequired,
      })
      .max(20, M.optionsRequired)
      .optional()
      .default([]),
    required: z.boolean({ error: M.answersInvalid }).optional().default(true),
  })
  .transform((q) => ({ ...q, options: withChoices(q.type) ? q.options.filter((o) => o !== '') : [] }))
  .superRefine((q, ctx) => {
    if (withChoices(q.type) && (q.options.length < 2 || new Set(q.options).size !== q.options.length))
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** `{ everyone: true }`, `{ department_ids }` or `{ employee_ids }`. */
export const audienceSchema = z.union(
  [
    z.object({ everyone: z.literal(true) }).strict(),
    z.object({ department_ids: idArray(M.departmentsInvalid, 1) }).strict(),
    z.object({ employee_ids: idArray(M.employeesInvalid, 1) }).strict(),
  ],
  { error: M.audienceInvalid },
);
export type SurveyAudience = z.output<typeof audienceSchema>;

const surveyFields = {
  title: requiredName(M.titleRequired, M.titleTooLong),
  description: optionalText(1000, M.descriptionTooLong),
  anonymous: z.boolean({ error: M.answersInvalid }).optional().default(false),
  starts_on: calendarDate(M.startsOnInvalid),
  ends_on: calendarDate(M.endsOnInvalid),
  questions: z
    .array(questionInputSchema, { error: M.questionsRequired })
    .min(1, M.questionsRequired)
    .max(50, M.questionsRequired),
  audience: audienceSchema,
  status: z.enum(SURVEY_STATUSES, { error: M.statusInvalid }).optional(),
};
const datesInOrder = (v: { starts_on: string; ends_on: string }, ctx: z.RefinementCtx) => {
  if (v.ends_on < v.starts_on)
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endsBeforeStart });
};

/** POST /hrm/surveys: a new survey, a draft unless `status` says otherwise. */
export const surveyInputSchema = z.object(surveyFields).superRefine(datesInOrder);
export type SurveyInput = z.input<typeof surveyInputSchema>;
export type SurveyValues = z.output<typeof surveyInputSchema>;

/** PUT /hrm/surveys: the whole survey with its `id`; `status` moves it (absent: unchanged). */
export const surveyUpdateSchema = z
  .object({
    id: z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired),
    ...surveyFields,
  })
  .superRefine(datesInOrder);
export type SurveyUpdateInput = z.input<typeof surveyUpdateSchema>;
export type SurveyUpdateValues = z.output<typeof surveyUpdateSchema>;

export const questionSchema = z.object({
  /** Stable within the survey: answers name it as `question_id`. */
  id: rowId,
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof questionSchema>;

export const surveySchema = z.object({
  id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  anonymous: z.boolean(),
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(SURVEY_STATUSES),
  questions: z.array(questionSchema),
  audience: z.union([
    z.object({ everyone: z.literal(true) }),
    z.object({ department_ids: z.array(rowId) }),
    z.object({ employee_ids: z.array(rowId) }),
  ]),
  /** Active employees the audience reaches today. */
  audience_count: rowCount,
  answers_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyListQuerySchema = pagingQuerySchema.extend({
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(SURVEY_STATUSES).optional())
    .catch(undefined),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

/** `value`: a number for rating, text for text, an option's text for single, option texts for multiple. */
export const answerValueSchema = z.union([z.number(), z.string(), z.array(z.string())]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const givenAnswerSchema = z.object({ question_id: rowId, value: answerValueSchema });
export type GivenAnswer = z.infer<typeof givenAnswerSchema>;

/** POST /hrm/surveys/answer; each value is checked against its question by the server (survey-answers.ts). */
export const surveyAnswerInputSchema = z.object({
  survey_id: z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired),
  answers: z
    .array(z.object({ question_id: z.unknown(), value: z.unknown() }, { error: M.answersInvalid }), {
      error: M.answersInvalid,
    })
    .max(50, M.answersInvalid),
});
export type SurveyAnswerInput = z.input<typeof surveyAnswerInputSchema>;
export type SurveyAnswerValues = z.output<typeof surveyAnswerInputSchema>;

/** applied-to-me: a survey I answered, with what I answered. */
export const myAnsweredSurveySchema = z.object({
  survey: surveySchema,
  submitted_at: z.string(),
  answers: z.array(givenAnswerSchema),
});
export type MyAnsweredSurvey = z.infer<typeof myAnsweredSurveySchema>;

export const surveyIdQuerySchema = z.object({
  id: z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired),
});
export const surveyFormatParamsSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: M.formatInvalid }),
});
