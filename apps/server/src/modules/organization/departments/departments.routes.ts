import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEPARTMENT_MESSAGES as M,
  deletedCountSchema,
  departmentDeleteSchema,
  departmentInputSchema,
  departmentListQuerySchema,
  departmentRowSchema,
  envelope,
  listEnvelope,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import * as service from './departments.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(departmentRowSchema);
const list = listEnvelope(departmentRowSchema);

/** Departments (spec 1 §7 "Departments and teams"). */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organization/departments',
    {
      config: { permission: 'view departments' },
      schema: { tags, querystring: departmentListQuerySchema, response: { 200: list } },
    },
    async (req) => ok(M.listed, await service.listDepartments(signedIn(req), req.query)),
  );
  // Registered before /:id so the literal path wins.
  api.get(
    '/organization/departments/managing-departments',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: list } } },
    async (req) => ok(M.managingListed, await service.managingDepartments(signedIn(req))),
  );
  api.post(
    '/organization/departments/delete',
    {
      config: { permission: 'delete department' },
      schema: { tags, body: departmentDeleteSchema, response: { 200: envelope(deletedCountSchema) } },
    },
    async (req) => ok(M.deleted, await service.deleteDepartments(signedIn(req), req.body.departmentIds)),
  );
  api.get(
    '/organization/departments/:id',
    {
      config: { permission: 'view departments' },
      schema: { tags, params: idParams, response: { 200: one } },
    },
    async (req) => ok(M.loaded, await service.getDepartment(signedIn(req), req.params.id)),
  );
  api.post(
    '/organization/departments',
    {
      config: { permission: 'create department' },
      schema: { tags, body: departmentInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createDepartment(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.put(
    '/organization/departments/:id',
    {
      config: { permission: 'edit department' },
      schema: { tags, params: idParams, body: departmentInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await service.updateDepartment(signedIn(req), req.params.id, req.body)),
  );
}
