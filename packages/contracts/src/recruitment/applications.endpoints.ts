import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  applicationListQuerySchema,
  applicationNoteInputSchema,
  applicationReceiptSchema,
  applicationSchema,
  applicationSummarySchema,
  careersParamsSchema,
  updateStatusSchema,
} from './applications.ts';

const BASE = '/hrm/recruitment/job-application';
const tags = ['recruitment'] as const;

/** Job applications (spec 3 §7 "job-application", issue 24, ADR 67). */
export const applicationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: applicationListQuerySchema,
    response: listPage(applicationSummarySchema),
    description:
      '`status` filters one pipeline stage; `extras` is a URL-encoded JSON object with `job_posting_id`, `search_query` (name or email), `from` and `to` (the day applied, yyyy-MM-dd).',
    permission: 'view applicant tracking',
    tags,
  }),
  /** Multipart: the candidate's fields, `job_posting_id`, `source`, answers and an optional `cv`. */
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    upload: true,
    response: applicationSchema,
    status: 201,
    permission: 'manage applicant tracking',
    tags,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/update-status`,
    body: updateStatusSchema,
    response: z.array(applicationSummarySchema),
    description:
      'Moves every listed application to `status` (all or none), each with a history entry. Hired is reached through create-profile only.',
    permission: 'manage applicant tracking',
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: applicationSchema,
    permission: 'view applicant tracking',
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: 'manage applicant tracking',
    tags,
  }),
  cv: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/cv`,
    params: idParamsSchema,
    answer: 'file',
    description: 'The CV as uploaded (PDF or DOCX), as an attachment; never a public address.',
    permission: 'view applicant tracking',
    tags,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/notes`,
    params: idParamsSchema,
    body: applicationNoteInputSchema,
    response: applicationSchema,
    status: 201,
    permission: 'manage applicant tracking',
    tags,
  }),
  erase: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/erase`,
    params: idParamsSchema,
    response: applicationSchema,
    description:
      'Erases a rejected or withdrawn candidate’s personal data on their request (names, contact, letter, answers, notes, CV); the application stays in the counts.',
    permission: 'manage applicant tracking',
    tags,
  }),
};

/** The public careers form's endpoint (issue 24): no sign-in; a browser without JavaScript posts here. */
export const careersEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/public/careers/:company/postings/:posting_id/applications',
    params: careersParamsSchema,
    upload: true,
    response: applicationReceiptSchema,
    description:
      'Multipart: first_name, last_name, email, phone, cover_letter, answers[<question id>], the `cv` (PDF or DOCX, at most 5 MB, checked on its bytes). A browser form (no JSON in Accept) gets the thank-you page (303 to it) or the form again with its errors. Limits: 5 per IP address in 10 minutes, 3 per email and posting in 24 hours (429). The `website` field must stay empty.',
    public: true,
    tags,
  }),
};
