import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { batchGroupInputSchema, batchGroupRowSchema, batchGroupSchema } from './batch-groups.ts';

// Read by those who run the schedule (it filters by groups); changed with the salary settings.
const VIEW = 'view salary management';
const MANAGE = 'manage salary settings';
const BASE = '/payroll/salarymanagement/settings/batching-and-grouping';

/** Batching and grouping (spec 3 §7: list, create, get by id, update, delete; ADR 48). */
export const batchGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    description: 'Paged; search_query matches the name.',
    query: pagingQuerySchema,
    response: listPage(batchGroupRowSchema),
    permission: VIEW,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: batchGroupInputSchema,
    response: batchGroupSchema,
    status: 201,
    permission: MANAGE,
  }),
  ...recordEndpoints({
    path: BASE,
    body: batchGroupInputSchema,
    response: batchGroupSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
  }),
};
