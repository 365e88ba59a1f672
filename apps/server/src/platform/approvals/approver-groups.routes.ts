import type { FastifyInstance } from 'fastify';
import {
  APPROVER_GROUP_MESSAGES as M,
  APPROVER_SETTINGS_APIS,
  approverGroupEndpoints,
  approverSuffixesOf,
  type ApproverSettingsModule,
  type PermissionSlug,
} from '@clockroom/contracts';
import { route } from '../http/endpoint-route.ts';
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

/**
 * The generic approver-settings calls (spec 2 §7 "Approvers (caller-supplied URLs)"), defined in
 * contracts (approverGroupEndpoints): GET list, POST create, GET/PUT/DELETE {id}, POST/GET
 * {id}/approvables, under one module's base path. A module whose spec names the {id} calls otherwise
 * (overtime's assign-employees and assignables, APPROVER_SETTINGS_SUFFIXES) answers those, and the
 * generic approvables pair too, so a client of the shared screens' paths still works.
 */
export async function approverSettingsRoutes(app: FastifyInstance, o: ApproverSettingsRoutes): Promise<void> {
  const groups = approverGroupsOf(o.module);
  const E = approverGroupEndpoints(o.module, o);
  // Each call keeps the module's OpenAPI tag.
  const tags = [o.tag];
  route(app, { ...E.list, tags }, async (req) => ok(M.listed, await groups.list(signedIn(req), req.query)));
  route(app, { ...E.create, tags }, async (req) =>
    ok(M.created, await groups.create(signedIn(req), req.body)),
  );
  route(app, { ...E.get, tags }, async (req) => ok(M.loaded, await groups.get(signedIn(req), req.params.id)));
  route(app, { ...E.update, tags }, async (req) =>
    ok(M.updated, await groups.update(signedIn(req), req.params.id, req.body)),
  );
  route(app, { ...E.delete, tags }, async (req) => {
    await groups.remove(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  const suffixes = approverSuffixesOf(o.module);
  const generic = `${APPROVER_SETTINGS_APIS[o.module]}/:id/approvables` as const;
  const assignPaths = [E.assign.path, ...(suffixes.assign === 'approvables' ? [] : [generic])];
  const listPaths = [E.approvables.path, ...(suffixes.list === 'approvables' ? [] : [generic])];
  for (const path of assignPaths)
    route(app, { ...E.assign, path, tags }, async (req) =>
      ok(M.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
    );
  for (const path of listPaths)
    route(app, { ...E.approvables, path, tags }, async (req) => {
      const page = await groups.approvables(signedIn(req), req.params.id, req.query);
      return ok(M.listed, suffixes.employees ? { ...page, employees: page.results } : page);
    });
}
