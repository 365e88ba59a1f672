import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryApproverDeleteSchema,
  categoryApproverDetailSchema,
  categoryApproverInputSchema,
  categoryApproverRowSchema,
  deletedCountSchema,
  envelope,
  listEnvelope,
  pagingQuerySchema,
  type CategoryApproverMessages,
  type PermissionSlug,
} from '@clockroom/contracts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { categoryApproversOf } from './category-approvers.service.ts';

export interface CategoryApproverRoutes {
  /** The engine's module, e.g. `leave`. */
  module: string;
  /** The spec's base path, e.g. `/hrm/leaves/settings/approversettings`. */
  base: string;
  permission: PermissionSlug;
  messages: CategoryApproverMessages;
  tag: string;
  /** Leave deletes a batch (POST /delete {approverIds}); exemptions one at a time (DELETE /{id}). */
  deleteBy: 'batch' | 'id';
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A module's category-scoped approver settings (spec 2 §7), over the engine's groups (ADR 22). */
export async function categoryApproverRoutes(app: FastifyInstance, o: CategoryApproverRoutes): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = categoryApproversOf(o.module, o.messages);
  const M = o.messages;
  const input = categoryApproverInputSchema(M);
  const one = envelope(categoryApproverDetailSchema);
  const config = { permission: o.permission };
  const tags = [o.tag];

  api.get(
    o.base,
    {
      config,
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(categoryApproverRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.list(signedIn(req), req.query)),
  );
  api.post(o.base, { config, schema: { tags, body: input, response: { 201: one } } }, async (req, reply) => {
    const data = await service.create(signedIn(req), req.body);
    void reply.code(201);
    return ok(M.created, data);
  });
  if (o.deleteBy === 'batch') {
    api.post(
      `${o.base}/delete`,
      {
        config,
        schema: {
          tags,
          body: categoryApproverDeleteSchema(M),
          response: { 200: envelope(deletedCountSchema) },
        },
      },
      async (req) => ok(M.deleted, await service.removeMany(signedIn(req), req.body.approverIds)),
    );
  } else {
    api.delete(
      `${o.base}/:id`,
      { config, schema: { tags, params: idParams, response: { 200: envelope(deletedCountSchema) } } },
      async (req) => ok(M.deleted, await service.removeMany(signedIn(req), [req.params.id])),
    );
  }
  api.get(
    `${o.base}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.get(signedIn(req), req.params.id)),
  );
  api.put(
    `${o.base}/:id`,
    { config, schema: { tags, params: idParams, body: input, response: { 200: one } } },
    async (req) => ok(M.updated, await service.update(signedIn(req), req.params.id, req.body)),
  );
}
