import type { RequestContext } from '../../platform/http/context.ts';
import * as repo from './auth.repository.ts';

/**
 * The account an anonymous email form names (forgot password, resend activation): the slug's
 * company, switched to so its users can be read, and the user of that email; undefined when either
 * is missing. One lookup, so both forms stay silent about which accounts exist in the same way.
 */
export async function accountByEmail(ctx: RequestContext, email: string, slug: string) {
  const companyId = await repo.companyIdForSlug(ctx.tx, slug);
  if (companyId === null) return undefined;
  await ctx.useCompany(companyId);
  const user = await repo.findUserByEmail(ctx.tx, companyId, email);
  return user ? { companyId, user } : undefined;
}
