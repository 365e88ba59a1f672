import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
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
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: jobBoardSchema,
    permission: 'view job postings',
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    body: jobBoardInputSchema,
    response: jobBoardSchema,
    permission: 'manage recruitment settings',
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: z.null(),
    description: 'Its postings are no longer announced there.',
    permission: 'manage recruitment settings',
    tags,
  }),
};
