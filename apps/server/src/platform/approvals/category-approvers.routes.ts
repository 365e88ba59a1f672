import type { FastifyInstance } from 'fastify';
import type { CategoryApproverEndpoints, CategoryApproverMessages } from '@clockroom/contracts';
import { route } from '../http/endpoint-route.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { categoryApproversOf } from './category-approvers.service.ts';

export interface CategoryApproverRoutes {
  /** The engine's module, e.g. `leave`. */
  module: string;
  /** The module's calls under the spec's base path (contracts), with its permission. */
  endpoints: CategoryApproverEndpoints;
  messages: CategoryApproverMessages;
}

/** A module's category-scoped approver settings (spec 2 §7), over the engine's groups (ADR 22). */
export async function categoryApproverRoutes(app: FastifyInstance, o: CategoryApproverRoutes): Promise<void> {
  const service = categoryApproversOf(o.module, o.messages);
  const { endpoints: E, messages: M } = o;

  route(app, E.list, async (req) => ok(M.listed, await service.list(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await service.create(signedIn(req), req.body)));
  // Leave deletes a batch (POST /delete {approverIds}); exemptions one at a time (DELETE /{id}).
  if (E.delete.method === 'POST') {
    route(app, E.delete, async (req) =>
      ok(M.deleted, await service.removeMany(signedIn(req), req.body.approverIds)),
    );
  } else {
    route(app, E.delete, async (req) =>
      ok(M.deleted, await service.removeMany(signedIn(req), [req.params.id])),
    );
  }
  route(app, E.get, async (req) => ok(M.loaded, await service.get(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.update(signedIn(req), req.params.id, req.body)),
  );
}
