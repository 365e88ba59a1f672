import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { idArray, rowId } from '../platform/fields.ts';
import { RECRUITER_MESSAGES as M } from './recruiters-messages.ts';

/**
 * Recruiter settings (issue 24, ADR 66): an employee who recruits, and the requisitions and postings
 * they may see and act on (`all_access` for every one). A signed-in recruiter's lists and reads of
 * requisitions, postings and their candidates are held to that scope; others are not recruiters.
 */
export const recruiterInputSchema = z.object({
  employee_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: M.employeeRequired }).int(M.employeeRequired).positive(M.employeeRequired),
  ),
  all_access: z
    .preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
      z.boolean().optional(),
    )
    .transform((v) => v ?? false),
  job_request_ids: idArray(M.jobRequestsInvalid).default([]),
  job_posting_ids: idArray(M.jobPostingsInvalid).default([]),
});
export type RecruiterInput = z.input<typeof recruiterInputSchema>;
export type RecruiterValues = z.output<typeof recruiterInputSchema>;

const titled = z.object({ id: rowId, title: z.string() });

export const recruiterSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  all_access: z.boolean(),
  job_request_ids: z.array(rowId),
  job_posting_ids: z.array(rowId),
  job_requests: z.array(titled),
  job_postings: z.array(titled),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recruiter = z.infer<typeof recruiterSchema>;

export const recruiterListQuerySchema = pagingQuerySchema;
