import {
  AUTH_MESSAGES as M,
  OAUTH_CLIENT_ID,
  type LoginInput,
  type TokenResponse,
} from '@clockroom/contracts';
import type { AppConfig } from '../../platform/config/config.ts';
import { requireCompany, type RequestContext, type SignedInContext } from '../../platform/http/context.ts';
import { AppError, unauthorized } from '../../platform/http/errors.ts';
import { companyOfSecret, hashSecret, issueSecret } from '../../platform/auth/tokens.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as repo from './auth.repository.ts';

async function issueTokens(ctx: RequestContext, config: AppConfig, userId: number): Promise<TokenResponse> {
  const companyId = requireCompany(ctx);
  const access = issueSecret(companyId);
  const refresh = issueSecret(companyId);
  const now = Date.now();
  await repo.insertTokens(ctx.tx, {
    companyId,
    userId,
    accessHash: hashSecret(access),
    refreshHash: hashSecret(refresh),
    accessExpiresAt: new Date(now + config.accessTokenTtlSeconds * 1000),
    refreshExpiresAt: new Date(now + config.refreshTokenTtlSeconds * 1000),
  });
  return {
    access_token: access,
    expires_in: config.accessTokenTtlSeconds,
    refresh_token: refresh,
    token_type: 'Bearer',
  };
}

function requireField(value: string | undefined, field: string, message: string): string {
  if (!value) throw new AppError(422, message, [{ field, message }]);
  return value;
}

/** OAuth2 password and refresh_token grants (spec 1 §7, issue 2 "Login"). */
export async function grantToken(
  ctx: RequestContext,
  config: AppConfig,
  input: LoginInput,
): Promise<TokenResponse> {
  if (input.client_id !== OAUTH_CLIENT_ID || input.client_secret !== config.oauthClientSecret) {
    throw unauthorized(M.invalidClient);
  }
  return input.grant_type === 'refresh_token'
    ? refreshGrant(ctx, config, input)
    : passwordGrant(ctx, config, input);
}

async function passwordGrant(
  ctx: RequestContext,
  config: AppConfig,
  input: LoginInput,
): Promise<TokenResponse> {
  const slug = requireField(input.company_id, 'company_id', M.companyIdRequired);
  const email = requireField(input.username, 'username', M.emailRequired);
  const password = requireField(input.password, 'password', M.passwordRequired);
  const companyId = await repo.companyIdForSlug(ctx.tx, slug);
  if (companyId === null) {
    await verifyPassword(null, password);
    throw unauthorized(M.invalidCredentials);
  }
  await ctx.useCompany(companyId);
  const user = await repo.findUserByEmail(ctx.tx, companyId, email);
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const seconds = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000);
    throw new AppError(429, M.tooManyAttempts(seconds), undefined, false, { 'retry-after': String(seconds) });
  }
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    if (user) {
      const failures = user.failedLoginCount + 1;
      const lock = failures >= config.loginMaxAttempts;
      await repo.updateUser(ctx.tx, companyId, user.id, {
        failedLoginCount: lock ? 0 : failures,
        lockedUntil: lock ? new Date(Date.now() + config.loginLockoutSeconds * 1000) : null,
      });
      if (lock) {
        await audit(ctx, {
          action: 'locked',
          entity: 'user',
          entityId: user.id,
          description: `Sign-in locked after ${failures} failed attempts for ${user.email}`,
          actor: { userId: user.id, name: `${user.firstName} ${user.lastName}` },
        });
      }
    }
    // Committed, so the failure counts towards the lockout even though the request fails.
    throw new AppError(401, M.invalidCredentials, undefined, true);
  }
  if (!user.isActive || user.archivedAt !== null || user.employeeStatus !== 1)
    throw unauthorized(M.accountInactive);
  await repo.updateUser(ctx.tx, companyId, user.id, {
    failedLoginCount: 0,
    lockedUntil: null,
    lastLoginAt: new Date(),
  });
  await audit(ctx, {
    action: 'login',
    entity: 'user',
    entityId: user.id,
    description: `${user.firstName} ${user.lastName} signed in`,
    actor: { userId: user.id, name: `${user.firstName} ${user.lastName}` },
  });
  return issueTokens(ctx, config, user.id);
}

/** Rotation: a refresh token works once. Presenting a used one revokes the user's every token. */
async function refreshGrant(
  ctx: RequestContext,
  config: AppConfig,
  input: LoginInput,
): Promise<TokenResponse> {
  const token = requireField(input.refresh_token, 'refresh_token', M.refreshInvalid);
  const companyId = companyOfSecret(token);
  if (companyId === null) throw unauthorized(M.refreshInvalid);
  await ctx.useCompany(companyId);
  const row = await repo.findRefreshToken(ctx.tx, companyId, hashSecret(token));
  if (!row) throw unauthorized(M.refreshInvalid);
  if (row.revokedAt) {
    await repo.revokeUserTokens(ctx.tx, companyId, row.userId);
    throw new AppError(401, M.refreshInvalid, undefined, true);
  }
  if (row.refreshExpiresAt.getTime() <= Date.now()) throw unauthorized(M.refreshInvalid);
  const user = await repo.findUserById(ctx.tx, companyId, row.userId);
  if (!user?.isActive) throw unauthorized(M.refreshInvalid);
  await repo.revokeToken(ctx.tx, companyId, row.id);
  return issueTokens(ctx, config, row.userId);
}

export async function logout(ctx: SignedInContext): Promise<void> {
  await repo.revokeToken(ctx.tx, ctx.companyId, ctx.tokenId);
  await audit(ctx, {
    action: 'logout',
    entity: 'user',
    entityId: ctx.user.id,
    description: `${ctx.user.first_name} ${ctx.user.last_name} signed out`,
  });
}

export async function verifyCompany(ctx: RequestContext, slug: string) {
  const companyId = await repo.companyIdForSlug(ctx.tx, slug);
  if (companyId === null)
    throw new AppError(404, M.companyNotFound, [{ field: 'company_id', message: M.companyNotFound }]);
  await ctx.useCompany(companyId);
  const company = await repo.findCompany(ctx.tx, companyId);
  if (!company) throw new AppError(404, M.companyNotFound);
  return company;
}
