import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import {
  idArray,
  optionalId,
  optionalLink,
  optionalText,
  personRefSchema,
  rowId,
} from '../platform/fields.ts';
import { optionalCalendarDate } from '../platform/dates.ts';
import { APPLICATION_STATUSES } from './applications.ts';
import { INTERVIEW_MESSAGES as M } from './interviews-messages.ts';

/** Interviews with their interviewers and scorecards (issue 24, ADR 67). */

export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

const link = optionalLink(M.linkInvalid);

/** An instant with its offset (2026-12-01T10:00:00+01:00 or …Z). */
const instant = z
  .string({ error: M.startsAtInvalid })
  .trim()
  .max(40, M.startsAtInvalid)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), M.startsAtInvalid);

/** POST and PUT /hrm/recruitment/interviews: the whole interview; a location, a link or both. */
export const interviewInputSchema = z
  .object({
    application_id: z.coerce
      .number({ error: M.applicationRequired })
      .int(M.applicationRequired)
      .positive(M.applicationRequired),
    starts_at: instant,
    duration_minutes: z.coerce
      .number({ error: M.durationInvalid })
      .int(M.durationInvalid)
      .min(5, M.durationInvalid)
      .max(600, M.durationInvalid),
    location: optionalText(250, M.locationTooLong),
    link,
    note: optionalText(1000, M.noteTooLong),
    interviewer_ids: idArray(M.interviewersRequired, 1),
  })
  .superRefine((v, ctx) => {
    if (!v.location && !v.link)
      ctx.addIssue({ code: 'custom', path: ['location'], message: M.placeRequired });
  });
export type InterviewInput = z.input<typeof interviewInputSchema>;
export type InterviewValues = z.output<typeof interviewInputSchema>;

export const interviewRatingSchema = z.object({
  criterion: z
    .string({ error: M.criterionRequired })
    .trim()
    .min(1, M.criterionRequired)
    .max(100, M.criterionTooLong),
  rating: z.coerce
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(5, M.ratingInvalid),
});

/** POST /hrm/recruitment/interviews/{id}/scorecards: the signed-in interviewer's own; saved again, it replaces. */
export const interviewScorecardInputSchema = z.object({
  ratings: z
    .array(interviewRatingSchema, { error: M.ratingsRequired })
    .min(1, M.ratingsRequired)
    .max(30, M.ratingsRequired)
    .refine((r) => new Set(r.map((x) => x.criterion.toLowerCase())).size === r.length, M.criterionRepeated),
  recommendation: z.enum(RECOMMENDATIONS, { error: M.recommendationInvalid }),
  note: optionalText(1000, M.noteTooLong),
});
export type InterviewScorecardValues = z.output<typeof interviewScorecardInputSchema>;

export const interviewScorecardSchema = z.object({
  id: rowId,
  interviewer: personRefSchema,
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int() })),
  /** The mean of the ratings, to one decimal. */
  average: z.number(),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InterviewScorecard = z.infer<typeof interviewScorecardSchema>;

export const interviewSummarySchema = z.object({
  id: rowId,
  application_id: rowId,
  candidate_name: z.string(),
  application_status: z.enum(APPLICATION_STATUSES),
  job_posting_id: rowId,
  job_posting_title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  interviewers: z.array(personRefSchema),
  scorecard_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewSchema = interviewSummarySchema.extend({
  interviewer_ids: z.array(rowId),
  scorecards: z.array(interviewScorecardSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

/** The list: paging, `search_query` (candidate), `application_id`, a day range on `starts_at`. */
export const interviewListQuerySchema = pagingQuerySchema.extend({
  application_id: optionalId(M.applicationNotFound).catch(undefined),
  from: optionalCalendarDate(M.startsAtInvalid),
  to: optionalCalendarDate(M.startsAtInvalid),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;
