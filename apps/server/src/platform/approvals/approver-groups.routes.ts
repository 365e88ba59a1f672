import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPROVER_GROUP_MESSAGES as M,
  APPROVER_SETTINGS_APIS,
  approvableSchema,
  approvablesInputSchema,
  approverGroupDetailSchema,
  approverGroupInputSchema,
  approverGroupRowSchema,
  envelope,
  listEnvelope,
  pagingQuerySchema,
  type ApproverSettingsModule,
  type PermissionSlug,
} from '@clockroom/contracts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { approverGroupsOf } from './approver-groups.service.ts';

export interface ApproverSettingsRoutes {
  /** The engine's module name for these groups, e.g. `loan`; its base path is the spec's. */
  module: ApproverSettingsModule;
  /** Who may read the groups. */
  view: PermissionSlug;
  /** Who may create, edit, delete and assign them. */
  manage: PermissionSlug;
  tag: string;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(approverGroupDetailSchema);

/**
 * The generic approver-settings calls (spec 2 §7 "Approvers (caller-supplied URLs)"): GET list,
 * POST create, GET/PUT/DELETE {id}, POST/GET {id}/approvables, under one module's base path.
 */
export async function approverSettingsRoutes(app: FastifyInstance, o: ApproverSettingsRoutes): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const groups = approverGroupsOf(o.module);
  const tags = [o.tag];
  const base = APPROVER_SETTINGS_APIS[o.module];

  api.get(
    base,
    {
      config: { permission: o.view },
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(approverGroupRowSchema) },
      },
    },
    async (req) => ok(M.listed, await groups.list(signedIn(req), req.query)),
  );
  api.post(
    base,
    {
      config: { permission: o.manage },
      schema: { tags, body: approverGroupInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await groups.create(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.get(
    `${base}/:id`,
    { config: { permission: o.view }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await groups.get(signedIn(req), req.params.id)),
  );
  api.put(
    `${base}/:id`,
    {
      config: { permission: o.manage },
      schema: { tags, params: idParams, body: approverGroupInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await groups.update(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    `${base}/:id`,
    {
      config: { permission: o.manage },
      schema: { tags, params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await groups.remove(signedIn(req), req.params.id);
      return ok(M.deleted, null);
    },
  );
  api.post(
    `${base}/:id/approvables`,
    {
      config: { permission: o.manage },
      schema: { tags, params: idParams, body: approvablesInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
  );
  api.get(
    `${base}/:id/approvables`,
    {
      config: { permission: o.view },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(approvableSchema) },
      },
    },
    async (req) => ok(M.listed, await groups.approvables(signedIn(req), req.params.id, req.query)),
  );
}
