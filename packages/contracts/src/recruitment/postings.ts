import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { optionalCalendarDate } from '../platform/dates.ts';
import { idArray, optionalId, optionalText, requiredName, rowCount, rowId } from '../platform/fields.ts';
import { EMPLOYMENT_TYPES } from './requisitions-messages.ts';
import { checkRange, nairaAmount } from './requisitions.ts';
import { JOB_POSTING_STATUSES, POSTING_MESSAGES as M } from './postings-messages.ts';

/** Job postings and the posting settings (issue 24, ADR 66). */

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean().optional(),
);

/** A screening question on the application form. */
export const postingQuestionInputSchema = z.object({
  text: z
    .string({ error: M.questionTextRequired })
    .trim()
    .min(1, M.questionTextRequired)
    .max(500, M.questionTextTooLong),
  required: flag.transform((v) => v ?? false),
});
export type PostingQuestionInput = z.input<typeof postingQuestionInputSchema>;

const questions = z
  .array(postingQuestionInputSchema, { error: M.questionsInvalid })
  .max(30, M.questionsInvalid);

/**
 * POST and PUT /hrm/recruitment/job-postings: the whole posting each time. A posting created without
 * `questions` takes the default posting setting's; on update, absent `questions` keep the posting's.
 */
export const jobPostingInputSchema = z
  .object({
    job_request_id: optionalId(M.jobRequestInvalid),
    title: requiredName(M.titleRequired, M.titleTooLong),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(10000, M.textTooLong),
    requirements: optionalText(10000, M.textTooLong),
    location: optionalText(250, M.locationTooLong),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: M.employmentTypeInvalid }),
    salary_visible: flag.transform((v) => v ?? false),
    salary_min: nairaAmount(M.salaryInvalid),
    salary_max: nairaAmount(M.salaryInvalid),
    closing_date: optionalCalendarDate(M.closingDateInvalid),
    job_board_ids: idArray(M.jobBoardsInvalid).optional(),
    questions: questions.optional(),
  })
  .superRefine((v, ctx) => {
    checkRange(v, ctx, 'salary_min', 'salary_max', M.salaryRange);
    if (v.salary_visible && v.salary_min == null && v.salary_max == null)
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: M.salaryRequiredWhenVisible });
  });
export type JobPostingInput = z.input<typeof jobPostingInputSchema>;
export type JobPostingValues = z.output<typeof jobPostingInputSchema>;

export const postingQuestionSchema = z.object({ id: rowId, text: z.string(), required: z.boolean() });
export type PostingQuestion = z.infer<typeof postingQuestionSchema>;

export const jobPostingSchema = z.object({
  id: rowId,
  job_request_id: rowId.nullable(),
  job_request_title: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  location: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  salary_visible: z.boolean(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  closing_date: z.string().nullable(),
  status: z.enum(JOB_POSTING_STATUSES),
  published_at: z.string().nullable(),
  job_board_ids: z.array(rowId),
  job_boards: z.array(z.object({ id: rowId, name: z.string() })),
  questions: z.array(postingQuestionSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

/** The list: paging, `search_query` on the title or location, and optional filters. */
export const jobPostingListQuerySchema = pagingQuerySchema.extend({
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_POSTING_STATUSES).optional())
    .catch(undefined),
  employment_type: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(EMPLOYMENT_TYPES).optional())
    .catch(undefined),
  job_request_id: optionalId(M.jobRequestInvalid).catch(undefined),
});
export type JobPostingListQuery = z.infer<typeof jobPostingListQuerySchema>;

// ----- Posting settings (manage-job-posting-settings) -----

/** A named set of default questions and a closing rule; the one marked default fills new postings. */
export const postingSettingInputSchema = z.object({
  name: requiredName(M.settingNameRequired, M.settingNameTooLong),
  questions: questions.default([]),
  /** Days a posting published without a closing date stays open (its closing date is set then). */
  closing_days: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: M.closingDaysInvalid })
      .int(M.closingDaysInvalid)
      .min(1, M.closingDaysInvalid)
      .max(365, M.closingDaysInvalid)
      .nullable(),
  ),
  /** Close the request's postings when the request is filled. */
  close_when_filled: flag.transform((v) => v ?? true),
  is_default: flag.transform((v) => v ?? false),
});
export type PostingSettingInput = z.input<typeof postingSettingInputSchema>;
export type PostingSettingValues = z.output<typeof postingSettingInputSchema>;

export const postingSettingSchema = z.object({
  id: rowId,
  name: z.string(),
  questions: z.array(z.object({ text: z.string(), required: z.boolean() })),
  closing_days: z.number().int().nullable(),
  close_when_filled: z.boolean(),
  is_default: z.boolean(),
  questions_count: rowCount,
});
export type PostingSetting = z.infer<typeof postingSettingSchema>;
