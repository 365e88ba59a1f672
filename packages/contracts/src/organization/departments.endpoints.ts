import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { deletedCountSchema } from '../platform/fields.ts';
import {
  departmentDeleteSchema,
  departmentInputSchema,
  departmentListQuerySchema,
  departmentRowSchema,
} from './departments.ts';

/** Departments (spec 1 §7 "Departments and teams"). */
export const DEPARTMENT_ENDPOINTS = {
  ...collectionEndpoints({
    path: '/organization/departments',
    query: departmentListQuerySchema,
    body: departmentInputSchema,
    response: departmentRowSchema,
    permission: { list: 'view departments', create: 'create department' },
  }),
  /** The departments the signed-in user manages (a static path: it wins over `:id`). */
  managing: defineEndpoint({
    method: 'GET',
    path: '/organization/departments/managing-departments',
    response: listPage(departmentRowSchema),
    permission: 'signed-in',
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/organization/departments/delete',
    body: departmentDeleteSchema,
    response: deletedCountSchema,
    permission: 'delete department',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/departments/:id',
    params: idParamsSchema,
    response: departmentRowSchema,
    permission: 'view departments',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/departments/:id',
    params: idParamsSchema,
    body: departmentInputSchema,
    response: departmentRowSchema,
    permission: 'edit department',
  }),
};
