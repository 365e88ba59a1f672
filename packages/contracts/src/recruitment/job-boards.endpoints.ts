import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { jobBoardInputSchema, jobBoardListQuerySchema, jobBoardSchema } from './job-boards.ts';

const BASE = '/hrm/recruitment/job-boards';
const tags = ['recruitment'] as const;

/** Job boards (spec 3 §7 "job-boards": list (page, per_page), create, get, update, delete; ADR 66). */
export const jobBoardEndpoints = {
  ...collectionEndpoints({
    path: BASE,
    query: jobBoardListQuerySchema,
    body: jobBoardInputSchema,
    response: jobBoardSchema,
    permission: { list: 'view job postings', create: 'manage recruitment settings' },
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
