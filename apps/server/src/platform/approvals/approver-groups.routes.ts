import type { FastifyInstance } from 'fastify';
import {
  APPROVER_GROUP_MESSAGES as M,
  APPROVER_SETTINGS_APIS,
  approverGroupEndpoints,
  approverSuffixesOf,
  type ApproverSettingsModule,
} from '@clockroom/contracts';
import { route } from '../http/endpoint-route.ts';
import { resourceRoutes } from '../http/crud-routes.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { approverGroupsOf } from './approver-groups.service.ts';
import { APPROVER_SETTINGS_ACCESS } from './approver-settings-access.ts';

/**
 * The generic approver-settings calls (spec 2 §7 "Approvers (caller-supplied URLs)"), defined in
 * contracts (approverGroupEndpoints): GET list, POST create, GET/PUT/DELETE {id}, POST/GET
 * {id}/approvables, under one module's base path. A module whose spec names the {id} calls otherwise
 * (overtime's assign-employees and assignables, APPROVER_SETTINGS_SUFFIXES) answers those, and the
 * generic approvables pair too, so a client of the shared screens' paths still works. Who may read
 * and keep the groups, and their calls' tag, are the module's APPROVER_SETTINGS_ACCESS.
 */
export async function approverSettingsRoutes(
  app: FastifyInstance,
  module: ApproverSettingsModule,
): Promise<void> {
  const access = APPROVER_SETTINGS_ACCESS[module];
  const groups = approverGroupsOf(module);
  const calls = approverGroupEndpoints(module, access);
  // Each call keeps the module's OpenAPI tag.
  const tags = [access.tag];
  const E = Object.fromEntries(
    Object.entries(calls).map(([name, endpoint]) => [name, { ...endpoint, tags }]),
  ) as unknown as typeof calls;
  resourceRoutes(app, E, M, {
    list: groups.list,
    create: groups.create,
    get: groups.get,
    update: groups.update,
    delete: groups.remove,
  });
  const suffixes = approverSuffixesOf(module);
  const generic = `${APPROVER_SETTINGS_APIS[module]}/:id/approvables` as const;
  const assignPaths = [E.assign.path, ...(suffixes.assign === 'approvables' ? [] : [generic])];
  const listPaths = [E.approvables.path, ...(suffixes.list === 'approvables' ? [] : [generic])];
  for (const path of assignPaths)
    route(app, { ...E.assign, path }, async (req) =>
      ok(M.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
    );
  for (const path of listPaths)
    route(app, { ...E.approvables, path }, async (req) => {
      const page = await groups.approvables(signedIn(req), req.params.id, req.query);
      return ok(M.listed, suffixes.employees ? { ...page, employees: page.results } : page);
    });
}
