import type { FastifyInstance } from 'fastify';
import { BRANCH_ENDPOINTS as E, BRANCH_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './branches.service.ts';

/** Branches (spec 1 §7 "Branches"): the calls and their permissions are in contracts. */
export async function branchRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listBranches(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await service.createBranch(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await service.getBranch(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateBranch(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await service.deleteBranch(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  route(app, E.departments, async (req) =>
    ok(M.departmentsListed, await service.listBranchDepartments(signedIn(req), req.params.id)),
  );
  route(app, E.types, async (req) => ok(M.typesListed, await service.listBranchTypes(signedIn(req))));
}
