import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_MESSAGES as M, hasPermission } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden, invalidField } from '../../../platform/http/errors.ts';
import { mailResetLink, provisioningRepository, revokeUserTokens } from '../../auth/index.ts';
import * as access from './employee-access.repository.ts';
import * as repo from './employees.repository.ts';

export interface AccessTarget {
  id: number;
  email: string | null;
  firstName: string;
  status: number;
  archivedAt: Date | null;
}

export const isOwner = (ctx: SignedInContext, employeeId: number) =>
  ctx.user.employee.company.head_station_id === employeeId;

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/**
 * login_access + roles (spec 2 §4: access only with at least one role). Giving access creates the
 * `users` row through the auth module's provisioning and mails a link to choose a password; taking
 * it away blocks sign-in and ends the sessions. Changing roles or access needs 'manage role members',
 * so a limited HR role cannot hand out Super Admin.
 */
export async function applyAccess(
  ctx: SignedInContext,
  deps: AppDeps,
  employee: AccessTarget,
  loginAccess: boolean | undefined,
  roles: number[] | undefined,
): Promise<{ changed: boolean }> {
  if (loginAccess === undefined && roles === undefined) return { changed: false };
  const user = await access.findUserOfEmployee(ctx.tx, ctx.companyId, employee.id);
  const currentRoles = user
    ? (await access.rolesOfUser(ctx.tx, ctx.companyId, user.id)).map((r) => r.id)
    : [];
  const currentAccess = Boolean(user?.isActive) || (user !== undefined && currentRoles.length > 0);
  const wantAccess = loginAccess ?? currentAccess;
  const wantRoles = roles ?? currentRoles;
  const changed = wantAccess !== currentAccess || !sameSet(wantRoles, currentRoles);
  if (!changed) return { changed: false };
  if (!hasPermission(ctx.user, 'manage role members')) throw forbidden(M.rolesNotAllowed);
  if (isOwner(ctx, employee.id) && !wantAccess) throw invalidField('login_access', M.ownerKeepsAccess);
  if (wantAccess && wantRoles.length === 0) throw invalidField('roles', F.rolesRequiredForLogin);
  const known = await access.existingRoleIds(ctx.tx, ctx.companyId, wantRoles);
  if (known.length !== new Set(wantRoles).size) throw invalidField('roles', M.roleMissing);

  if (!wantAccess) {
    if (user) {
      await access.updateUser(ctx.tx, ctx.companyId, user.id, { isActive: false });
      await access.clearUserRoles(ctx.tx, ctx.companyId, user.id);
      await revokeUserTokens(ctx.tx, ctx.companyId, user.id);
    }
    await repo.updateEmployee(ctx.tx, ctx.companyId, employee.id, { loginAccess: false });
    return { changed: true };
  }
  const canSignIn = employee.status === 1 && employee.archivedAt === null;
  let userId = user?.id;
  if (userId === undefined) {
    // A user signs in with the employee's email: an employee without one cannot be given access.
    const { email } = employee;
    if (!email) throw invalidField('email', F.emailInvalid);
    userId = await provisioningRepository.insertUser(ctx.tx, ctx.companyId, {
      employeeId: employee.id,
      email,
      passwordHash: null,
      isActive: canSignIn,
    });
    // The new user has no password yet: the reset link lets them choose one.
    await mailResetLink(ctx, deps, ctx.companyId, {
      id: userId,
      email,
      firstName: employee.firstName,
    });
  } else {
    await access.updateUser(ctx.tx, ctx.companyId, userId, { isActive: canSignIn });
  }
  await access.clearUserRoles(ctx.tx, ctx.companyId, userId);
  await provisioningRepository.assignRoles(ctx.tx, ctx.companyId, userId, wantRoles);
  await repo.updateEmployee(ctx.tx, ctx.companyId, employee.id, { loginAccess: true });
  return { changed: true };
}
