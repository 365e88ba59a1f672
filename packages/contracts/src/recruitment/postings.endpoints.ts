import { defineEndpoint } from '../platform/endpoint.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  jobPostingInputSchema,
  jobPostingListQuerySchema,
  jobPostingSchema,
  postingSettingInputSchema,
  postingSettingSchema,
} from './postings.ts';

const BASE = '/hrm/recruitment/job-postings';
const SETTINGS = '/hrm/recruitment/settings/job-posting-settings';
const tags = ['recruitment'] as const;

/**
 * Job postings (spec 3 §4 and §7: list (page, per_page), create, get, update, delete, PUT
 * publish/{id} and unpublish/{id}; issue 24's shapes; ADR 66). From an approved job request or
 * standalone. A recruiter limited to some postings sees only those.
 */
export const jobPostingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: jobPostingListQuerySchema,
    response: listPage(jobPostingSchema),
    permission: 'view job postings',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: jobPostingInputSchema,
    response: jobPostingSchema,
    status: 201,
    description: 'Created as a draft; `job_request_id` must name an approved request.',
    permission: 'create job posting',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: jobPostingInputSchema,
    response: jobPostingSchema,
    permission: { get: 'view job postings', update: 'edit job posting', delete: 'delete job posting' },
    tags,
  }),
  publish: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/publish/:id`,
    params: idParamsSchema,
    response: jobPostingSchema,
    description: 'Opens it on the careers page; a closing date already past is a 422 on `closing_date`.',
    permission: 'edit job posting',
    tags,
  }),
  unpublish: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/unpublish/:id`,
    params: idParamsSchema,
    response: jobPostingSchema,
    description: 'Back to a draft: off the careers page, its applications kept.',
    permission: 'edit job posting',
    tags,
  }),
};

/** Posting settings (manage-job-posting-settings; ADR 66): default questions and closing rules. */
export const postingSettingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: SETTINGS,
    query: pagingQuerySchema,
    response: listPage(postingSettingSchema),
    permission: 'view job postings',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: SETTINGS,
    body: postingSettingInputSchema,
    response: postingSettingSchema,
    status: 201,
    permission: 'manage recruitment settings',
    tags,
  }),
  ...recordEndpoints({
    path: SETTINGS,
    body: postingSettingInputSchema,
    response: postingSettingSchema,
    permission: {
      get: 'view job postings',
      update: 'manage recruitment settings',
      delete: 'manage recruitment settings',
    },
    tags,
  }),
};
