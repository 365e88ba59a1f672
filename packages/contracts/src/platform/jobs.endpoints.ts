import { defineEndpoint } from './endpoint.ts';
import { jobIdParamsSchema, jobListPageSchema, jobListQuerySchema, jobSchema } from './jobs.ts';

/** Background jobs (ADR 20): one job's progress, polled by the export dialog, and the company's list. */
export const JOB_ENDPOINTS = {
  /** Any signed-in user; the server answers only the caller's own jobs unless they may see all. */
  get: defineEndpoint({
    method: 'GET',
    path: '/jobs/:id',
    params: jobIdParamsSchema,
    response: jobSchema,
    permission: 'signed-in',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/jobs',
    query: jobListQuerySchema,
    response: jobListPageSchema,
    permission: 'view system settings',
  }),
};
