import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_MESSAGES as M,
  EMPLOYEE_STATUS_ENDPOINTS,
  employeeActivitySchema,
  employeeDetailSchema,
  employeeDocumentSchema,
  employeeDocumentUploadedSchema,
  employeeIdsBodySchema,
  employeeListQuerySchema,
  employeeListRowSchema,
  employeeProfileSchema,
  employeeSearchHitSchema,
  employeeSearchQuerySchema,
  employeeStatusResultSchema,
  employeesArchivedSchema,
  employeesDeletedSchema,
  employeesRestoredSchema,
  envelope,
  listEnvelope,
  pagingQuerySchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import * as service from './employees.service.ts';
import * as lifecycle from './employee-lifecycle.service.ts';
import * as records from './employee-records.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const documentParams = idParams.extend({ documentId: z.coerce.number().int().positive() });
const listResponse = { 200: listEnvelope(employeeListRowSchema) };
const detailResponse = { 200: envelope(employeeDetailSchema) };

/**
 * Spec 1 §7 Employees. Static paths (search, archives, restore, image-upload, activate, deactivate)
 * win over `:id` in Fastify's router, whatever the registration order.
 */
export async function employeeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization/employees',
    {
      config: { permission: 'view employees' },
      schema: { tags, querystring: employeeListQuerySchema, response: listResponse },
    },
    async (req) => ok(M.listed, await service.listEmployees(signedIn(req), req.query)),
  );
  api.get(
    '/organization/employees/search',
    {
      config: { permission: 'view employees' },
      schema: {
        tags,
        querystring: employeeSearchQuerySchema,
        response: { 200: listEnvelope(employeeSearchHitSchema) },
      },
    },
    async (req) => ok(M.searched, await service.searchEmployees(signedIn(req), req.query)),
  );
  api.post(
    '/organization/employees',
    {
      config: { permission: 'create employee' },
      schema: { tags, body: employeeProfileSchema, response: detailResponse },
    },
    async (req) => ok(M.created, await service.createEmployee(signedIn(req), deps, req.body)),
  );
  api.post(
    '/organization/employees/image-upload',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelope(z.string()) } } },
    async (req) => ok(M.pictureUploaded, await records.uploadPicture(signedIn(req), deps, req)),
  );
  for (const endpoint of EMPLOYEE_STATUS_ENDPOINTS) {
    api.put(
      `/organization/employees/${endpoint}`,
      {
        config: { permission: 'change employee status' },
        schema: {
          tags,
          body: employeeIdsBodySchema,
          response: { 200: envelope(employeeStatusResultSchema) },
        },
      },
      async (req) => {
        const r = await lifecycle.changeStatus(signedIn(req), endpoint, req.body.id);
        return ok(r.message, { id: r.ids });
      },
    );
  }
  api.delete(
    '/organization/employees',
    {
      config: { permission: 'archive employee' },
      schema: { tags, body: employeeIdsBodySchema, response: { 200: envelope(employeesArchivedSchema) } },
    },
    async (req) => ok(M.archived, await lifecycle.archiveEmployees(signedIn(req), req.body.id)),
  );
  api.get(
    '/organization/employees/archives',
    {
      config: { permission: 'view employees' },
      schema: { tags, querystring: employeeListQuerySchema, response: listResponse },
    },
    async (req) => ok(M.archivesListed, await service.listEmployees(signedIn(req), req.query, true)),
  );
  api.put(
    '/organization/employees/restore',
    {
      config: { permission: 'restore employee' },
      schema: { tags, body: employeeIdsBodySchema, response: { 200: envelope(employeesRestoredSchema) } },
    },
    async (req) => ok(M.restored, await lifecycle.restoreEmployees(signedIn(req), req.body.id)),
  );
  api.delete(
    '/organization/employees/archives',
    {
      config: { permission: 'delete employee' },
      schema: { tags, body: employeeIdsBodySchema, response: { 200: envelope(employeesDeletedSchema) } },
    },
    async (req) => ok(M.deleted, await lifecycle.deleteArchived(signedIn(req), req.body.id)),
  );
  api.get(
    '/organization/employees/:id',
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams, response: detailResponse } },
    async (req) => ok(M.loaded, await service.getEmployee(signedIn(req), req.params.id)),
  );
  api.put(
    '/organization/employees/:id',
    {
      config: { permission: 'edit employee' },
      schema: { tags, params: idParams, body: employeeProfileSchema, response: detailResponse },
    },
    async (req) => ok(M.updated, await service.updateEmployee(signedIn(req), deps, req.params.id, req.body)),
  );
  api.get(
    '/organization/employees/:id/documents',
    {
      config: { permission: 'view employees' },
      schema: { tags, params: idParams, response: { 200: envelope(z.array(employeeDocumentSchema)) } },
    },
    async (req) => ok(M.documentsListed, await records.listDocuments(signedIn(req), req.params.id)),
  );
  api.post(
    '/organization/employees/:id/documents',
    {
      config: { permission: 'edit employee' },
      schema: { tags, params: idParams, response: { 200: envelope(employeeDocumentUploadedSchema) } },
    },
    async (req) =>
      ok(M.documentUploaded, await records.uploadDocument(signedIn(req), deps, req.params.id, req)),
  );
  api.delete(
    '/organization/employees/:id/documents/:documentId',
    {
      config: { permission: 'edit employee' },
      schema: { tags, params: documentParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await records.deleteDocument(signedIn(req), req.params.id, req.params.documentId);
      return ok(M.documentDeleted, null);
    },
  );
  api.get(
    '/organization/employees/:id/activity',
    {
      config: { permission: 'view employees' },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(employeeActivitySchema) },
      },
    },
    async (req) => ok(M.activityListed, await records.activity(signedIn(req), req.params.id, req.query)),
  );
}
