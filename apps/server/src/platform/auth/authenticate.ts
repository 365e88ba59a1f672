import { MESSAGES, moduleOfPermission, type PackageModule } from '@clockroom/contracts';
import { AppError, forbidden, unauthorized } from '../http/errors.ts';
import type { RequestContext } from '../http/context.ts';
import { companyOfSecret, hashSecret } from './tokens.ts';
import { findAccessToken, loadSessionUser, type TokenRow } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';

/** `signed-in`: any authenticated user; otherwise a permission slug from the catalogue. */
export type RoutePermission = string;
export const SIGNED_IN = 'signed-in';

export interface GuardOptions {
  permission: RoutePermission;
  /** The few calls a user flagged for a first-sign-in password change may still make. */
  allowPendingPasswordChange?: boolean;
  /** Subscription module; defaults to the permission's module. */
  module?: PackageModule;
}

function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/**
 * What the route guard can prepare before opening the transaction: the company a bearer token names
 * (its prefix) and the hash to look it up by. Says nothing about the token's validity.
 */
export function bearerLookup(header: string | undefined): { tenant: number; accessHash: string } | undefined {
  const token = bearer(header);
  const tenant = token ? companyOfSecret(token) : null;
  return token && tenant !== null ? { tenant, accessHash: hashSecret(token) } : undefined;
}

/** Binds the tenant from the token, loads the session user and applies permission and module rules. */
export async function authenticate(
  ctx: RequestContext,
  headers: { authorization?: string | undefined; activeBranch?: string | undefined },
  guard: GuardOptions,
  cache?: SessionCache,
  /** The token row when the transaction's opening round trip already looked it up (null: not found). */
  prefetched?: TokenRow | null,
): Promise<void> {
  const token = bearer(headers.authorization);
  const companyId = token ? companyOfSecret(token) : null;
  if (!token || companyId === null) throw unauthorized(MESSAGES.tokenInvalid);
  await ctx.useCompany(companyId);
  const row =
    prefetched === undefined ? await findAccessToken(ctx.tx, companyId, hashSecret(token)) : prefetched;
  if (!row || row.revokedAt) throw unauthorized(MESSAGES.tokenInvalid);
  if (row.accessExpiresAt.getTime() <= Date.now()) throw unauthorized(MESSAGES.tokenExpired);
  let user = cache?.get(row.id, row.sessionVersion);
  if (!user) {
    user = await loadSessionUser(ctx.tx, companyId, row.userId);
    if (!user) throw unauthorized(MESSAGES.tokenInvalid);
    cache?.set(row.id, row.sessionVersion, user);
  }
  ctx.user = user;
  ctx.tokenId = row.id;

  if (user.must_change_password && !guard.allowPendingPasswordChange) {
    throw new AppError(403, MESSAGES.firstSigninPasswordRequired);
  }
  if (guard.permission !== SIGNED_IN && !user.permissions.includes(guard.permission)) throw forbidden();
  const module = guard.module ?? moduleOfPermission(guard.permission);
  if (module && module !== 'general' && !user.packageModules.some((m) => m.module === module)) {
    throw forbidden(MESSAGES.moduleNotSubscribed);
  }
  ctx.activeBranch = resolveActiveBranch(headers.activeBranch, user.managingBranches);
}

/** The X-Active-Branch header: `all`, or a branch id the user manages. */
export function resolveActiveBranch(
  header: string | undefined,
  managingBranches: readonly { id: number }[],
): 'all' | number {
  if (header === undefined || header === '' || header === 'all') return 'all';
  const id = Number(header);
  if (!Number.isSafeInteger(id) || !managingBranches.some((b) => b.id === id)) {
    throw forbidden(MESSAGES.branchNotManaged);
  }
  return id;
}
