import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_MESSAGES as M,
  SYSTEM_SETTINGS_PERMISSIONS as P,
  envelope,
  listEnvelope,
  pagingQuerySchema,
  permissionModuleGroupSchema,
  permissionRowSchema,
  resetUserPasswordSchema,
  roleCreateSchema,
  roleDeleteSchema,
  roleDetailSchema,
  roleEmployeesSchema,
  roleMemberSchema,
  roleMembersDeleteSchema,
  rolePermissionsDeleteSchema,
  roleRowSchema,
  roleUpdateSchema,
  toPaging,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { invalidField } from '../../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './roles.service.ts';
import { resetUserPassword } from './reset-user-password.service.ts';

const tags = ['organization: roles'];
const base = '/organization/system-settings';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const roleIdParams = z.object({ role_id: z.coerce.number().int().positive() });
const role = { 200: envelope(roleDetailSchema) };
const done = { 200: envelope(z.null()) };

export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${base}/roles`,
    {
      config: { permission: P.viewRoles },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: listEnvelope(roleRowSchema) } },
    },
    async (req) => ok(M.listed, await service.listRoles(signedIn(req), toPaging(req.query))),
  );
  api.get(
    `${base}/group-permissions-by-modules`,
    {
      config: { permission: P.viewRoles },
      schema: { tags, response: { 200: envelope(z.array(permissionModuleGroupSchema)) } },
    },
    async (req) => ok(M.groupedPermissions, await service.groupedPermissions(signedIn(req))),
  );
  api.get(
    `${base}/roles/:id`,
    { config: { permission: P.viewRoles }, schema: { tags, params: idParams, response: role } },
    async (req) => ok(M.loaded, await service.getRole(signedIn(req), req.params.id)),
  );
  api.get(
    `${base}/roles/:id/members`,
    {
      config: { permission: P.viewRoles },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(roleMemberSchema) },
      },
    },
    async (req) =>
      ok(M.membersListed, await service.listMembers(signedIn(req), req.params.id, toPaging(req.query))),
  );
  api.get(
    `${base}/roles/:id/permissions`,
    {
      config: { permission: P.viewRoles },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(permissionRowSchema) },
      },
    },
    async (req) =>
      ok(
        M.permissionsListed,
        await service.listPermissions(signedIn(req), req.params.id, toPaging(req.query)),
      ),
  );

  api.post(
    `${base}/roles`,
    {
      config: { permission: P.createRole },
      schema: { tags, body: roleCreateSchema, response: { 201: envelope(roleDetailSchema) } },
    },
    async (req, reply) => {
      const data = await service.createRole(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  // Spec ambiguity 28: PUT roles carries the id in the body; PUT roles/{id} is accepted too.
  api.put(
    `${base}/roles`,
    { config: { permission: P.editRole }, schema: { tags, body: roleUpdateSchema, response: role } },
    async (req) => {
      if (req.body.id === undefined) throw invalidField('id', M.idRequired);
      return ok(M.updated, await service.updateRole(signedIn(req), req.body.id, req.body));
    },
  );
  api.put(
    `${base}/roles/:id`,
    {
      config: { permission: P.editRole },
      schema: { tags, params: idParams, body: roleUpdateSchema, response: role },
    },
    async (req) => ok(M.updated, await service.updateRole(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    `${base}/roles`,
    { config: { permission: P.deleteRole }, schema: { tags, body: roleDeleteSchema, response: done } },
    async (req) => {
      await service.deleteRole(signedIn(req), req.body.id);
      return ok(M.deleted, null);
    },
  );
  api.delete(
    `${base}/roles/:id`,
    { config: { permission: P.deleteRole }, schema: { tags, params: idParams, response: done } },
    async (req) => {
      await service.deleteRole(signedIn(req), req.params.id);
      return ok(M.deleted, null);
    },
  );

  api.post(
    `${base}/roles/:role_id/employees`,
    {
      config: { permission: P.manageMembers },
      schema: { tags, params: roleIdParams, body: roleEmployeesSchema, response: role },
    },
    async (req) => {
      const ids = Array.isArray(req.body.employee_id) ? req.body.employee_id : [req.body.employee_id];
      return ok(M.membersAdded, await service.addEmployees(signedIn(req), req.params.role_id, ids));
    },
  );
  api.delete(
    `${base}/roles/:id/members`,
    {
      config: { permission: P.manageMembers },
      schema: { tags, params: idParams, body: roleMembersDeleteSchema, response: role },
    },
    async (req) =>
      ok(M.membersRemoved, await service.removeMembers(signedIn(req), req.params.id, req.body.user_ids)),
  );
  api.delete(
    `${base}/roles/:id/permissions`,
    {
      config: { permission: P.managePermissions },
      schema: { tags, params: idParams, body: rolePermissionsDeleteSchema, response: role },
    },
    async (req) =>
      ok(
        M.permissionsRemoved,
        await service.removePermissions(signedIn(req), req.params.id, req.body.permission_ids),
      ),
  );

  api.put(
    `${base}/reset-user-password`,
    {
      config: { permission: P.resetPassword },
      schema: { tags, body: resetUserPasswordSchema, response: done },
    },
    async (req) => {
      await resetUserPassword(signedIn(req), deps, req.body);
      return ok(M.resetLinkSent, null);
    },
  );
}
