import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRANCH_MESSAGES as M,
  branchDepartmentSchema,
  branchInputSchema,
  branchListQuerySchema,
  branchRowSchema,
  branchTypeSchema,
  envelope,
  listEnvelope,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './branches.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(branchRowSchema);

/** Branches (spec 1 §7 "Branches"); the spec calls them stations, hence the permission names. */
export async function branchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 'view backend': every admin form with a branch select reads the list (filter=all); the paged,
  // managed list checks 'view all stations' in the service.
  api.get(
    '/organization/branches',
    {
      config: { permission: 'view backend' },
      schema: { tags, querystring: branchListQuerySchema, response: { 200: listEnvelope(branchRowSchema) } },
    },
    async (req) => ok(M.listed, await service.listBranches(signedIn(req), req.query)),
  );
  api.post(
    '/organization/branches',
    {
      config: { permission: 'create station' },
      schema: { tags, body: branchInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createBranch(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.get(
    '/organization/branches/:id',
    { config: { permission: 'view backend' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getBranch(signedIn(req), req.params.id)),
  );
  api.put(
    '/organization/branches/:id',
    {
      config: { permission: 'edit station' },
      schema: { tags, params: idParams, body: branchInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await service.updateBranch(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    '/organization/branches/:id',
    {
      config: { permission: 'delete station' },
      schema: { tags, params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.deleteBranch(signedIn(req), req.params.id);
      return ok(M.deleted, null);
    },
  );
  api.get(
    '/organization/branches/:id/departments',
    {
      config: { permission: 'view backend' },
      schema: { tags, params: idParams, response: { 200: listEnvelope(branchDepartmentSchema) } },
    },
    async (req) => ok(M.departmentsListed, await service.listBranchDepartments(signedIn(req), req.params.id)),
  );
  api.get(
    '/branch-types',
    {
      config: { permission: 'view backend' },
      schema: { tags, response: { 200: listEnvelope(branchTypeSchema) } },
    },
    async (req) => ok(M.typesListed, await service.listBranchTypes(signedIn(req))),
  );
}
