import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_MESSAGES as M,
  EMPLOYEE_STATUS_ENDPOINTS,
  employeeIdsBodySchema,
  employeeListQuerySchema,
  employeeProfileSchema,
  employeeSearchQuerySchema,
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

/**
 * Spec 1 §7 Employees. Static paths (search, archives, restore, image-upload, activate, deactivate)
 * win over `:id` in Fastify's router, whatever the registration order.
 */
export async function employeeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization/employees',
    { config: { permission: 'view employees' }, schema: { tags, querystring: employeeListQuerySchema } },
    async (req) => ok(M.listed, await service.listEmployees(signedIn(req), req.query)),
  );
  api.get(
    '/organization/employees/search',
    { config: { permission: 'view employees' }, schema: { tags, querystring: employeeSearchQuerySchema } },
    async (req) => ok(M.searched, await service.searchEmployees(signedIn(req), req.query)),
  );
  api.post(
    '/organization/employees',
    { config: { permission: 'create employee' }, schema: { tags, body: employeeProfileSchema } },
    async (req) => ok(M.created, await service.createEmployee(signedIn(req), deps, req.body)),
  );
  api.post(
    '/organization/employees/image-upload',
    { config: { permission: SIGNED_IN }, schema: { tags } },
    async (req) => ok(M.pictureUploaded, await records.uploadPicture(signedIn(req), deps, req)),
  );
  for (const endpoint of EMPLOYEE_STATUS_ENDPOINTS) {
    api.put(
      `/organization/employees/${endpoint}`,
      { config: { permission: 'change employee status' }, schema: { tags, body: employeeIdsBodySchema } },
      async (req) => {
        const r = await lifecycle.changeStatus(signedIn(req), endpoint, req.body.id);
        return ok(r.message, { id: r.ids });
      },
    );
  }
  api.delete(
    '/organization/employees',
    { config: { permission: 'archive employee' }, schema: { tags, body: employeeIdsBodySchema } },
    async (req) => ok(M.archived, await lifecycle.archiveEmployees(signedIn(req), req.body.id)),
  );
  api.get(
    '/organization/employees/archives',
    { config: { permission: 'view employees' }, schema: { tags, querystring: employeeListQuerySchema } },
    async (req) => ok(M.archivesListed, await service.listEmployees(signedIn(req), req.query, true)),
  );
  api.put(
    '/organization/employees/restore',
    { config: { permission: 'restore employee' }, schema: { tags, body: employeeIdsBodySchema } },
    async (req) => ok(M.restored, await lifecycle.restoreEmployees(signedIn(req), req.body.id)),
  );
  api.delete(
    '/organization/employees/archives',
    { config: { permission: 'delete employee' }, schema: { tags, body: employeeIdsBodySchema } },
    async (req) => ok(M.deleted, await lifecycle.deleteArchived(signedIn(req), req.body.id)),
  );
  api.get(
    '/organization/employees/:id',
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams } },
    async (req) => ok(M.loaded, await service.getEmployee(signedIn(req), req.params.id)),
  );
  api.put(
    '/organization/employees/:id',
    {
      config: { permission: 'edit employee' },
      schema: { tags, params: idParams, body: employeeProfileSchema },
    },
    async (req) => ok(M.updated, await service.updateEmployee(signedIn(req), deps, req.params.id, req.body)),
  );
  api.get(
    '/organization/employees/:id/documents',
    { config: { permission: 'view employees' }, schema: { tags, params: idParams } },
    async (req) => ok(M.documentsListed, await records.listDocuments(signedIn(req), req.params.id)),
  );
  api.post(
    '/organization/employees/:id/documents',
    { config: { permission: 'edit employee' }, schema: { tags, params: idParams } },
    async (req) =>
      ok(M.documentUploaded, await records.uploadDocument(signedIn(req), deps, req.params.id, req)),
  );
  api.delete(
    '/organization/employees/:id/documents/:documentId',
    { config: { permission: 'edit employee' }, schema: { tags, params: documentParams } },
    async (req) => {
      await records.deleteDocument(signedIn(req), req.params.id, req.params.documentId);
      return ok(M.documentDeleted, null);
    },
  );
  api.get(
    '/organization/employees/:id/activity',
    {
      config: { permission: 'view employees' },
      schema: { tags, params: idParams, querystring: pagingQuerySchema },
    },
    async (req) => ok(M.activityListed, await records.activity(signedIn(req), req.params.id, req.query)),
  );
}
