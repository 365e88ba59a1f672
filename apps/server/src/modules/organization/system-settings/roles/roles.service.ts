import {
  MODULE_NAMES,
  PERMISSION_GROUPS,
  ROLE_MESSAGES as M,
  SUPER_ADMIN_ROLE_SLUG,
  type Paging,
  type PermissionModuleGroup,
  type RoleDetail,
  type RoleRow,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { orNotFound } from '../../../../platform/http/company-rows.ts';
import { AppError, forbidden, invalidField, notFound } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
  type AuditedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import * as repo from './roles.repository.ts';

// Name clashes are decided by the unique indexes (ADR 18). Two roles created at once with one name
// also pick one slug (it is made from the name), so the slug index can be the one that refuses.
registerUniqueConstraint('roles_name_key', { field: 'name', message: M.nameTaken });
registerUniqueConstraint('roles_slug_key', { field: 'name', message: M.nameTaken });

const moduleName = (module: string) => MODULE_NAMES[module as keyof typeof MODULE_NAMES] ?? module;
const isLocked = (role: { slug: string }) => role.slug === SUPER_ADMIN_ROLE_SLUG;
const toRow = (r: repo.RoleRecord): RoleRow => ({ ...r, locked: isLocked(r) });

async function roleOr404(ctx: SignedInContext, id: number): Promise<repo.RoleRecord> {
  return orNotFound(await repo.findRole(ctx.tx, ctx.companyId, id), M.notFound);
}

/**
 * Nobody hands out more than they hold: a user with 'edit role' or 'manage role members' could
 * otherwise raise their own rights (for example join Super Admin).
 */
function assertHolds(ctx: SignedInContext, slugs: readonly string[]): void {
  const held = new Set(ctx.user.permissions);
  if (slugs.some((s) => !held.has(s))) throw forbidden(M.cannotGrant);
}

async function checkedPermissionIds(ctx: SignedInContext, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await repo.permissionsByIds(ctx.tx, unique);
  if (found.length !== unique.length) throw invalidField('permission_ids', M.permissionUnknown);
  assertHolds(
    ctx,
    found.map((p) => p.slug),
  );
  return unique;
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return base || 'role';
}

async function freeSlug(ctx: SignedInContext, name: string): Promise<string> {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; await repo.slugTaken(ctx.tx, ctx.companyId, slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function listRoles(ctx: SignedInContext, p: Paging) {
  const { results, total } = await repo.listRoles(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
  return { results: results.map(toRow), total };
}

export async function getRole(ctx: SignedInContext, id: number): Promise<RoleDetail> {
  const role = await roleOr404(ctx, id);
  return { ...toRow(role), permission_ids: await repo.rolePermissionIds(ctx.tx, ctx.companyId, id) };
}

export async function listMembers(ctx: SignedInContext, id: number, p: Paging) {
  await roleOr404(ctx, id);
  const owner = await repo.ownerEmployeeId(ctx.tx, ctx.companyId);
  const { results, total } = await repo.listMembers(ctx.tx, ctx.companyId, id, p.search, p.perPage, p.offset);
  return { results: results.map((m) => ({ ...m, is_owner: m.id === owner })), total };
}

export async function listPermissions(ctx: SignedInContext, id: number, p: Paging) {
  await roleOr404(ctx, id);
  const { results, total } = await repo.listRolePermissions(
    ctx.tx,
    ctx.companyId,
    id,
    p.search,
    p.perPage,
    p.offset,
  );
  return { results: results.map((r) => ({ ...r, module_name: moduleName(r.module) })), total };
}

/** Every permission, in the catalogue's module order, for the role form's checkboxes. */
export async function groupedPermissions(ctx: SignedInContext): Promise<PermissionModuleGroup[]> {
  const rows = await repo.allPermissions(ctx.tx);
  const order = PERMISSION_GROUPS.map((g) => g.module as string);
  const modules = [...new Set(rows.map((r) => r.module))].sort(
    (a, b) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999),
  );
  return modules.map((module) => ({
    module,
    module_name: moduleName(module),
    permissions: rows.filter((r) => r.module === module).map(({ id, slug }) => ({ id, slug })),
  }));
}

/** The role as the API answers it, read before and after each write for its audit row. */
const roleResource: AuditedResource<RoleDetail> = namedResource('role', getRole);

export async function createRole(
  ctx: SignedInContext,
  input: { name: string; permission_ids?: number[] | undefined },
): Promise<RoleDetail> {
  return auditedCreate(ctx, roleResource, async () => {
    const permissionIds = await checkedPermissionIds(ctx, input.permission_ids ?? []);
    const id = await repo.insertRole(ctx.tx, ctx.companyId, input.name, await freeSlug(ctx, input.name));
    await repo.replaceRolePermissions(ctx.tx, ctx.companyId, id, permissionIds);
    return id;
  });
}

export async function updateRole(
  ctx: SignedInContext,
  id: number,
  input: { name: string; permission_ids?: number[] | undefined },
): Promise<RoleDetail> {
  // Permissions are read from the database on every request (platform/auth), so members see the
  // change at once; a session cache added later must be invalidated here.
  return auditedUpdate(ctx, roleResource, id, async (before) => {
    const renamed = before.name !== input.name;
    if (before.locked) {
      const emptied =
        input.permission_ids !== undefined &&
        new Set(input.permission_ids).size < before.permission_ids.length;
      if (renamed || emptied) throw forbidden(M.superAdminLocked);
    }
    if (renamed) await repo.renameRole(ctx.tx, ctx.companyId, id, input.name);
    if (input.permission_ids !== undefined && !before.locked) {
      const ids = await checkedPermissionIds(ctx, input.permission_ids);
      await repo.replaceRolePermissions(ctx.tx, ctx.companyId, id, ids);
    }
  });
}

/** A role with members is kept: silently stripping people of their rights is worse than a refusal. */
export async function deleteRole(ctx: SignedInContext, id: number): Promise<void> {
  await auditedDelete(ctx, roleResource, id, async (before) => {
    if (before.locked) throw forbidden(M.superAdminLocked);
    if (before.members_count > 0) throw new AppError(409, M.roleHasMembers(before.members_count));
    await repo.deleteRole(ctx.tx, ctx.companyId, id);
  });
}

/**
 * A change to a role's members or permissions: its audit row (what changed, by name) and the role
 * as it now stands, which the call answers.
 */
async function changedRole(
  ctx: SignedInContext,
  changed: { id: number; name: string },
  action: string,
  description: string,
  snapshot: { before?: unknown; after?: unknown },
): Promise<RoleDetail> {
  await audit(ctx, {
    action,
    entity: 'role',
    entityId: changed.id,
    description: `${description} the role ${changed.name}`,
    ...snapshot,
  });
  return getRole(ctx, changed.id);
}

/**
 * Adds employees to a role. Only employees with a user account can hold a role: the others must be
 * invited first (the invite creates the account and its activation mail).
 */
export async function addEmployees(ctx: SignedInContext, roleId: number, employeeIds: number[]) {
  const role = await roleOr404(ctx, roleId);
  const unique = [...new Set(employeeIds)];
  const found = await repo.employeesWithUsers(ctx.tx, ctx.companyId, unique);
  if (found.length !== unique.length) throw notFound(M.employeeUnknown);
  const withoutAccount = found.filter((e) => e.userId === null);
  if (withoutAccount.length)
    throw invalidField('employee_id', M.employeeWithoutAccount(withoutAccount.map((e) => e.name).join(', ')));
  assertHolds(ctx, await repo.rolePermissionSlugs(ctx.tx, ctx.companyId, roleId));
  const userIds = found.flatMap((e) => (e.userId === null ? [] : [e.userId]));
  await repo.addMembers(ctx.tx, ctx.companyId, roleId, userIds);
  const names = found.map((e) => e.name).join(', ');
  return changedRole(ctx, role, 'add-members', `Added ${names} to`, { after: { user_ids: userIds } });
}

export async function removeMembers(ctx: SignedInContext, roleId: number, userIds: number[]) {
  const role = await roleOr404(ctx, roleId);
  const unique = [...new Set(userIds)];
  const found = await repo.usersByIds(ctx.tx, ctx.companyId, unique);
  if (found.length !== unique.length) throw notFound(M.userUnknown);
  if (isLocked(role)) {
    const owner = await repo.ownerEmployeeId(ctx.tx, ctx.companyId);
    if (found.some((u) => u.employeeId === owner)) throw forbidden(M.ownerLocked);
  }
  await repo.removeMembers(ctx.tx, ctx.companyId, roleId, unique);
  const names = found.map((u) => `${u.firstName} ${u.lastName}`).join(', ');
  return changedRole(ctx, role, 'remove-members', `Removed ${names} from`, { before: { user_ids: unique } });
}

export async function removePermissions(ctx: SignedInContext, roleId: number, permissionIds: number[]) {
  const role = await roleOr404(ctx, roleId);
  if (isLocked(role)) throw forbidden(M.superAdminLocked);
  const unique = [...new Set(permissionIds)];
  const found = await repo.permissionsByIds(ctx.tx, unique);
  if (found.length !== unique.length) throw invalidField('permission_ids', M.permissionUnknown);
  await repo.removeRolePermissions(ctx.tx, ctx.companyId, roleId, unique);
  const slugs = found.map((p) => p.slug);
  return changedRole(ctx, role, 'remove-permissions', `Removed ${slugs.join(', ')} from`, {
    before: { permissions: slugs },
  });
}
