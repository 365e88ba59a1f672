import { ROLE_MESSAGES as M } from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import { mailResetLink } from '../../../auth/index.ts';
import * as repo from './roles.repository.ts';

/**
 * PUT reset-user-password: mails the user the same single-use reset link as "forgot password". The
 * admin never sees or sets the password; an account not yet activated is invited again instead.
 */
export async function resetUserPassword(
  ctx: SignedInContext,
  deps: AppDeps,
  input: { user_id?: number | undefined; employee_id?: number | undefined },
): Promise<void> {
  const userId =
    input.user_id ??
    (input.employee_id === undefined
      ? undefined
      : await repo.userOfEmployee(ctx.tx, ctx.companyId, input.employee_id));
  const [user] = userId === undefined ? [] : await repo.usersByIds(ctx.tx, ctx.companyId, [userId]);
  if (!user) throw notFound(M.userUnknown);
  if (!user.isActive) throw invalidField(input.user_id ? 'user_id' : 'employee_id', M.userNotActive);
  await mailResetLink(ctx, deps, ctx.companyId, user);
  await audit(ctx, {
    action: 'reset-user-password',
    entity: 'user',
    entityId: user.id,
    description: `Sent a password reset link to ${user.firstName} ${user.lastName}`,
  });
}
