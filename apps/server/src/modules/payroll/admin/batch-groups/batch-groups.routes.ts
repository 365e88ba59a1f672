import type { FastifyInstance } from 'fastify';
import { BATCH_GROUP_MESSAGES as M, batchGroupEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './batch-groups.service.ts';

/** /payroll/salarymanagement/settings/batching-and-grouping: list, create, get, update, delete. */
export async function batchGroupRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listGroups(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await service.createGroup(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await service.getGroup(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateGroup(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await service.deleteGroup(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
}
