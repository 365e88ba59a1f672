import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { isCalendarDate } from '../platform/dates.ts';
import { blankAsNull, idArray, optionalText, personRefSchema, rowId } from '../platform/fields.ts';
import { APPLICATION_MESSAGES as M } from './applications-messages.ts';

/** Job applications and the candidate pipeline (issue 24 "Job application", ADR 67). */

export const APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where a candidate came from; the careers form says careers_page, an admin picks one. */
export const APPLICATION_SOURCES = [
  'careers_page',
  'job_board',
  'referral',
  'agency',
  'manual',
  'other',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** The multipart field carrying the CV, and its limits (checked on the bytes: PDF or DOCX). */
export const APPLICATION_CV_FIELD = 'cv';
export const APPLICATION_CV_MAX_BYTES = 5 * 1024 * 1024;
/** The careers form's honeypot: a field people never see; filled, the answer only looks like success. */
export const APPLICATION_HONEYPOT_FIELD = 'website';
/** The careers form's limits (ADR 67): per IP address in a window, and per email and posting. */
export const CAREERS_LIMITS = {
  perIp: 5,
  ipWindowMinutes: 10,
  perEmailAndPosting: 3,
  emailWindowHours: 24,
} as const;

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, M.nameTooLong);

/** The candidate's own fields, the same on the careers form and on the admin's form. */
export const applicantFieldsSchema = z.object({
  first_name: name(M.firstNameRequired),
  last_name: name(M.lastNameRequired),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .max(200, M.emailInvalid)
    .email(M.emailInvalid),
  phone: z.preprocess(
    blankAsNull,
    z
      .string()
      .max(30, M.phoneInvalid)
      .regex(/^\+?[\d\s()-]{7,30}$/, M.phoneInvalid)
      .nullable()
      .optional(),
  ),
  cover_letter: optionalText(5000, M.coverLetterTooLong),
});
export type ApplicantFields = z.output<typeof applicantFieldsSchema>;

/**
 * POST /hrm/recruitment/job-application (multipart, the `cv` file optional): an admin adds a
 * candidate by hand. `answers` is a JSON object of question id to answer, or `answers[<id>]` fields.
 */
export const adminApplicationSchema = applicantFieldsSchema.extend({
  job_posting_id: z.coerce
    .number({ error: M.postingRequired })
    .int(M.postingRequired)
    .positive(M.postingRequired),
  source: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 'manual' : v),
    z.enum(APPLICATION_SOURCES, { error: M.sourceInvalid }),
  ),
});
export type AdminApplicationValues = z.output<typeof adminApplicationSchema>;

export const applicationAnswerSchema = z.object({
  question_id: rowId,
  question: z.string(),
  answer: z.string(),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

export const applicationHistorySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistorySchema>;

export const applicationNoteSchema = z.object({
  note: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

export const applicationSummarySchema = z.object({
  id: rowId,
  job_posting_id: rowId,
  job_posting_title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.enum(APPLICATION_SOURCES),
  status: z.enum(APPLICATION_STATUSES),
  has_cv: z.boolean(),
  /** The personal data was erased on request: names and contact read "erased", the CV is gone. */
  erased: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** GET /hrm/recruitment/job-application/{id}: the candidate's page. */
export const applicationSchema = applicationSummarySchema.extend({
  cover_letter: z.string().nullable(),
  answers: z.array(applicationAnswerSchema),
  history: z.array(applicationHistorySchema),
  notes: z.array(applicationNoteSchema),
  cv: z.object({ file_name: z.string(), mime_type: z.string(), size_bytes: z.number().int() }).nullable(),
  hired_at: z.string().nullable(),
  employee: personRefSchema.nullable(),
  interviews: z.array(z.object({ id: rowId, starts_at: z.string(), duration_minutes: z.number().int() })),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * The list's `extras`: a URL-encoded JSON object (issue 24), e.g.
 * `{"job_posting_id":1,"search_query":"ada","from":"2026-11-01","to":"2026-11-30"}`; every key optional.
 */
export const applicationExtrasSchema = z.object({
  job_posting_id: z.coerce.number().int().positive().optional(),
  search_query: z.string().trim().max(200).optional(),
  from: z.string().refine(isCalendarDate, M.dateInvalid).optional(),
  to: z.string().refine(isCalendarDate, M.dateInvalid).optional(),
});
export type ApplicationExtras = z.infer<typeof applicationExtrasSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

function parseExtras(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    const parsed: unknown = JSON.parse(v);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return v;
    return Object.fromEntries(Object.entries(parsed).filter(([, x]) => x !== '' && x !== null));
  } catch {
    return v;
  }
}

export const applicationListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }).optional()),
  extras: z.preprocess(
    (v) => parseExtras(blankToUndefined(v)),
    z.object(applicationExtrasSchema.shape, { error: M.extrasInvalid }).optional(),
  ),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** PUT /hrm/recruitment/job-application/update-status: several at once, all or none (ADR 67). */
export const updateStatusSchema = z.object({
  application_ids: idArray(M.applicationIdsRequired, 1),
  status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }),
  note: optionalText(1000, M.noteTooLong),
});
export type UpdateStatusValues = z.output<typeof updateStatusSchema>;

export const applicationNoteInputSchema = z.object({
  note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(1000, M.noteTooLong),
});

/** The careers endpoint's answer; a honeypot hit gets the very same. */
export const applicationReceiptSchema = z.object({ job_posting_id: rowId, email: z.string() });
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

export const careersParamsSchema = z.object({
  company: z.string().trim().min(1).max(100),
  posting_id: z.coerce.number().int().positive(),
});
