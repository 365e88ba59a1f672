import { AUTH_MESSAGES as M, mailText, notificationKind } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext, SignedInContext } from '../../platform/http/context.ts';
import { AppError, invalidField } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { companyOfSecret, hashSecret, issueSecret } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as repo from './auth.repository.ts';
import { accountByEmail } from './account-lookup.ts';
import { mailUser } from '../../platform/mail/send-mail.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Always answers the same, so nobody learns whether an account exists. */
export async function forgotPassword(
  ctx: RequestContext,
  deps: AppDeps,
  email: string,
  slug: string,
): Promise<void> {
  const account = await accountByEmail(ctx, email, slug);
  if (!account || !account.user.isActive) return;
  await mailResetLink(ctx, deps, account.companyId, account.user);
}

/**
 * Issues a single-use reset code and mails its link. Shared with the admins' "reset user password"
 * (organization/system-settings), which names the user instead of the email.
 */
export async function mailResetLink(
  ctx: RequestContext,
  deps: AppDeps,
  companyId: number,
  user: { id: number; email: string; firstName: string },
): Promise<void> {
  const code = issueSecret(companyId);
  await repo.insertCode(ctx.tx, {
    companyId,
    userId: user.id,
    purpose: 'reset',
    codeHash: hashSecret(code),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${deps.config.appUrl}/reset-password/${encodeURIComponent(code)}`;
  await mailUser(ctx, deps.mailer, user, {
    subject: mailText('resetSubject'),
    parts: [{ link, label: mailText('resetAction'), intro: mailText('resetIntro') }, mailText('resetExpiry')],
    link,
  });
}

export async function resetPassword(ctx: RequestContext, code: string, password: string): Promise<void> {
  const companyId = companyOfSecret(code);
  if (companyId === null) throw invalidField('reset_code', M.resetCodeInvalid);
  await ctx.useCompany(companyId);
  const taken = await repo.consumeCode(ctx.tx, companyId, 'reset', hashSecret(code));
  if (!taken) throw invalidField('reset_code', M.resetCodeInvalid);
  const user = await repo.findUserById(ctx.tx, companyId, taken.userId);
  await repo.updateUser(ctx.tx, companyId, taken.userId, {
    passwordHash: await hashPassword(password),
    failedLoginCount: 0,
    lockedUntil: null,
    mustChangePassword: false,
  });
  await repo.revokeUserTokens(ctx.tx, companyId, taken.userId);
  await audit(ctx, {
    action: 'reset-password',
    entity: 'user',
    entityId: taken.userId,
    description: `${user?.firstName ?? ''} ${user?.lastName ?? ''} reset their password`.trim(),
    actor: { userId: taken.userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() },
  });
}

export async function changePassword(
  ctx: SignedInContext,
  deps: AppDeps,
  current: string,
  next: string,
): Promise<void> {
  const user = await repo.findUserById(ctx.tx, ctx.companyId, ctx.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, current))) {
    throw invalidField('current_password', M.currentPasswordWrong);
  }
  if (current === next) throw invalidField('new_password', M.newPasswordSameAsOld);
  await repo.updateUser(ctx.tx, ctx.companyId, ctx.user.id, {
    passwordHash: await hashPassword(next),
    mustChangePassword: false,
  });
  // Other devices sign in again; the session in use stays.
  await repo.revokeUserTokens(ctx.tx, ctx.companyId, ctx.user.id, ctx.tokenId);
  await audit(ctx, {
    action: 'change-password',
    entity: 'user',
    entityId: ctx.user.id,
    description: `${ctx.user.first_name} ${ctx.user.last_name} changed their password`,
  });
  // A security notice: if someone else changed it, the owner learns of it on their next look at the
  // bell, or by mail if they asked for mail.
  await notify(ctx, deps, {
    recipients: { userIds: [ctx.user.id] },
    kind: notificationKind('auth', 'password-changed'),
    params: {},
    mail: true,
  });
}

export async function changePasswordOnFirstSignin(ctx: SignedInContext, next: string): Promise<void> {
  const user = await repo.findUserById(ctx.tx, ctx.companyId, ctx.user.id);
  if (user?.passwordHash && (await verifyPassword(user.passwordHash, next))) {
    throw new AppError(422, M.newPasswordSameAsOld, [
      { field: 'new_password', message: M.newPasswordSameAsOld },
    ]);
  }
  await repo.updateUser(ctx.tx, ctx.companyId, ctx.user.id, {
    passwordHash: await hashPassword(next),
    mustChangePassword: false,
  });
  await audit(ctx, {
    action: 'change-password',
    entity: 'user',
    entityId: ctx.user.id,
    description: `${ctx.user.first_name} ${ctx.user.last_name} set their password at first sign-in`,
  });
}
