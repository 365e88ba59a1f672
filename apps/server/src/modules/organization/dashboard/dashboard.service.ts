import type { SignedInContext } from '../../../platform/http/context.ts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import * as repo from './dashboard.repository.ts';

/** The organisation dashboard over the branches the user may see (the active branch, or all they manage). */
export function organizationDashboard(ctx: SignedInContext) {
  return repo.organizationDashboard(ctx.tx, ctx.companyId, visibleBranchIds(ctx));
}
