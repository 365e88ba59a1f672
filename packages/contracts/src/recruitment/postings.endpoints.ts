import { defineEndpoint } from '../platform/endpoint.ts';
import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { pagingQuerySchema } from '../platform/envelope.ts';
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
  ...collectionEndpoints({
    path: BASE,
    query: jobPostingListQuerySchema,
    body: jobPostingInputSchema,
    response: jobPostingSchema,
    permission: { list: 'view job postings', create: 'create job posting' },
    description: { create: 'Created as a draft; `job_request_id` must name an approved request.' },
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
  ...collectionEndpoints({
    path: SETTINGS,
    query: pagingQuerySchema,
    body: postingSettingInputSchema,
    response: postingSettingSchema,
    permission: { list: 'view job postings', create: 'manage recruitment settings' },
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
