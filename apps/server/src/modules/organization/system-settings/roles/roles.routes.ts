import type { FastifyInstance } from 'fastify';
import { ROLE_ENDPOINTS as E, ROLE_MESSAGES as M, toPaging } from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './roles.service.ts';
import { resetUserPassword } from './reset-user-password.service.ts';

/** Roles, members and permissions (spec 1 §7 System settings); the calls are ROLE_ENDPOINTS. */
export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) =>
    ok(M.listed, await service.listRoles(signedIn(req), toPaging(req.query))),
  );
  serviceRoute(app, E.permissionGroups, M.groupedPermissions, 'context', service.groupedPermissions);
  serviceRoute(app, E.get, M.loaded, 'id', service.getRole);
  route(app, E.members, async (req) =>
    ok(M.membersListed, await service.listMembers(signedIn(req), req.params.id, toPaging(req.query))),
  );
  route(app, E.permissions, async (req) =>
    ok(M.permissionsListed, await service.listPermissions(signedIn(req), req.params.id, toPaging(req.query))),
  );
  serviceRoute(app, E.create, M.created, 'body', service.createRole);
  route(app, E.update, async (req) => {
    if (req.body.id === undefined) throw invalidField('id', M.idRequired);
    return ok(M.updated, await service.updateRole(signedIn(req), req.body.id, req.body));
  });
  serviceRoute(app, E.updateById, M.updated, 'id, body', service.updateRole);
  route(app, E.delete, async (req) => {
    await service.deleteRole(signedIn(req), req.body.id);
    return ok(M.deleted, null);
  });
  route(app, E.deleteById, async (req) => {
    await service.deleteRole(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  route(app, E.addEmployees, async (req) => {
    const ids = Array.isArray(req.body.employee_id) ? req.body.employee_id : [req.body.employee_id];
    return ok(M.membersAdded, await service.addEmployees(signedIn(req), req.params.role_id, ids));
  });
  route(app, E.removeMembers, async (req) =>
    ok(M.membersRemoved, await service.removeMembers(signedIn(req), req.params.id, req.body.user_ids)),
  );
  route(app, E.removePermissions, async (req) =>
    ok(
      M.permissionsRemoved,
      await service.removePermissions(signedIn(req), req.params.id, req.body.permission_ids),
    ),
  );
  route(app, E.resetUserPassword, async (req) => {
    await resetUserPassword(signedIn(req), deps, req.body);
    return ok(M.resetLinkSent, null);
  });
}
