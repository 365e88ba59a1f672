import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { employeeProfileSchema } from './employee-form.ts';
import { EMPLOYEE_SEARCH_ENDPOINT } from './employee-search.endpoints.ts';
import {
  employeeActivitySchema,
  employeeDetailSchema,
  employeeDocumentSchema,
  employeeDocumentUploadedSchema,
  employeeIdsBodySchema,
  employeeListQuerySchema,
  employeeListRowSchema,
  employeeStatusResultSchema,
  employeesArchivedSchema,
  employeesDeletedSchema,
  employeesRestoredSchema,
} from './employees.ts';

const documentParams = idParamsSchema.extend({ documentId: z.coerce.number().int().positive() });
const statusChange = <P extends `/organization/employees/${'activate' | 'deactivate'}`>(path: P) =>
  defineEndpoint({
    method: 'PUT',
    path,
    body: employeeIdsBodySchema,
    response: employeeStatusResultSchema,
    permission: 'change employee status',
  });

/**
 * Spec 1 §7 Employees. Static paths (search, archives, restore, image-upload, activate, deactivate)
 * win over `:id` in Fastify's router, whatever the registration order.
 */
export const EMPLOYEE_ENDPOINTS = {
  /** The admin table (status filter from the URL). */
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/employees',
    query: employeeListQuerySchema,
    response: listPage(employeeListRowSchema),
    permission: 'view employees',
  }),
  search: EMPLOYEE_SEARCH_ENDPOINT,
  create: defineEndpoint({
    method: 'POST',
    path: '/organization/employees',
    body: employeeProfileSchema,
    response: employeeDetailSchema,
    permission: 'create employee',
  }),
  /** A picture for a profile being written: multipart, answers the stored file's URL. */
  uploadPicture: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/image-upload',
    upload: true,
    response: z.string(),
    permission: 'signed-in',
  }),
  activate: statusChange('/organization/employees/activate'),
  deactivate: statusChange('/organization/employees/deactivate'),
  archive: defineEndpoint({
    method: 'DELETE',
    path: '/organization/employees',
    body: employeeIdsBodySchema,
    response: employeesArchivedSchema,
    permission: 'archive employee',
  }),
  archives: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/archives',
    query: employeeListQuerySchema,
    response: listPage(employeeListRowSchema),
    permission: 'view employees',
  }),
  restore: defineEndpoint({
    method: 'PUT',
    path: '/organization/employees/restore',
    body: employeeIdsBodySchema,
    response: employeesRestoredSchema,
    permission: 'restore employee',
  }),
  deleteArchived: defineEndpoint({
    method: 'DELETE',
    path: '/organization/employees/archives',
    body: employeeIdsBodySchema,
    response: employeesDeletedSchema,
    permission: 'delete employee',
  }),
  /** The admin record, also one's own for the self-service view (the service checks who may read). */
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/:id',
    params: idParamsSchema,
    response: employeeDetailSchema,
    permission: 'signed-in',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/employees/:id',
    params: idParamsSchema,
    body: employeeProfileSchema,
    response: employeeDetailSchema,
    permission: 'edit employee',
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/:id/documents',
    params: idParamsSchema,
    response: z.array(employeeDocumentSchema),
    permission: 'view employees',
  }),
  /** Multipart: the document and its title. */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/:id/documents',
    params: idParamsSchema,
    upload: true,
    response: employeeDocumentUploadedSchema,
    permission: 'edit employee',
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: '/organization/employees/:id/documents/:documentId',
    params: documentParams,
    response: z.null(),
    permission: 'edit employee',
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/:id/activity',
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: listPage(employeeActivitySchema),
    permission: 'view employees',
  }),
};
