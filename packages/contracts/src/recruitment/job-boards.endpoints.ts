import { defineEndpoint } from '../platform/endpoint.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import { jobBoardInputSchema, jobBoardListQuerySchema, jobBoardSchema } from './job-boards.ts';

const BASE = '/hrm/recruitment/job-boards';
const tags = ['recruitment'] as const;

/** Job boards (spec 3 §7 "job-boards": list (page, per_page), create, get, update, delete; ADR 66). */
export const jobBoardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: jobBoardListQuerySchema,
    response: listPage(jobBoardSchema),
    permission: 'view job postings',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: jobBoardInputSchema,
    response: jobBoardSchema,
    status: 201,
    permission: 'manage recruitment settings',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: jobBoardInputSchema,
    response: jobBoardSchema,
    permission: {
      get: 'view job postings',
      update: 'manage recruitment settings',
      delete: 'manage recruitment settings',
    },
    description: { delete: 'Its postings are no longer announced there.' },
    tags,
  }),
};
