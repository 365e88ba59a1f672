import { z } from 'zod';
import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  branchDepartmentSchema,
  branchInputSchema,
  branchListQuerySchema,
  branchRowSchema,
  branchTypeSchema,
} from './branches.ts';

/**
 * Branches (spec 1 §7 "Branches"); the spec calls them stations, hence the permission names. Reading
 * needs only 'view backend': every admin form with a branch select reads the list (filter=all); the
 * paged, managed list checks 'view all stations' in the service.
 */
export const BRANCH_ENDPOINTS = {
  ...collectionEndpoints({
    path: '/organization/branches',
    query: branchListQuerySchema,
    body: branchInputSchema,
    response: branchRowSchema,
    permission: { list: 'view backend', create: 'create station' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/branches/:id',
    params: idParamsSchema,
    response: branchRowSchema,
    permission: 'view backend',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/branches/:id',
    params: idParamsSchema,
    body: branchInputSchema,
    response: branchRowSchema,
    permission: 'edit station',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/organization/branches/:id',
    params: idParamsSchema,
    response: z.null(),
    permission: 'delete station',
  }),
  departments: defineEndpoint({
    method: 'GET',
    path: '/organization/branches/:id/departments',
    params: idParamsSchema,
    response: listPage(branchDepartmentSchema),
    permission: 'view backend',
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/branch-types',
    response: listPage(branchTypeSchema),
    permission: 'view backend',
    tags: ['organization'],
  }),
};
