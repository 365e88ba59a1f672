import { z } from 'zod';
import { envelope, listPage, pagingQuerySchema } from './envelope.ts';

/** `retrying`: an attempt failed and another will run; `failed`: the last attempt failed too. */
export const JOB_STATES = ['queued', 'running', 'retrying', 'completed', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

export const jobIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** GET /jobs: the company's background jobs, newest first, optionally one state only. */
export const jobListQuerySchema = pagingQuerySchema
  .pick({ page: true, perPage: true, per_page: true })
  .extend({
    state: z
      .enum(JOB_STATES)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  });

export const jobSchema = z.object({
  id: z.number().int(),
  /** What the job does, e.g. `export.employee-report` or `mail.deliver`. */
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** 0 to 1. */
  progress: z.number(),
  progress_message: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** What the job produced, e.g. `{ file_name }` of an export to download. */
  result: z.record(z.string(), z.unknown()).nullable(),
  requested_by_user_id: z.number().int().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobView = z.infer<typeof jobSchema>;

export const jobListPageSchema = listPage(jobSchema);
export type JobListPage = z.infer<typeof jobListPageSchema>;

/**
 * A download call's answer: `data` is the file name (as the spec has it); `job_id` is set when the
 * file is written by a background job, whose progress GET /jobs/{id} reports.
 */
export const exportAnswerSchema = envelope(z.string()).extend({ job_id: z.number().int().nullable() });
export type ExportAnswerBody = z.infer<typeof exportAnswerSchema>;
