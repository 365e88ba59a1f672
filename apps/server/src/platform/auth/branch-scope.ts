import { hasPermission } from '@clockroom/contracts';
import type { ActingContext } from '../http/context.ts';

type Viewer = Pick<ActingContext, 'user' | 'activeBranch'>;

/**
 * The branches a user may see staff of; `null` means every branch. With 'view all stations' that is
 * every branch; without it, the branches the user manages (an HQ admin manages them all). Lists,
 * counts, dashboards, reports and by-id reads all go through here so they agree (ADR 0017).
 */
export function managedBranchIds(ctx: Viewer): number[] | null {
  if (hasPermission(ctx.user, 'view all stations')) return null;
  return ctx.user.managingBranches.map((b) => b.id);
}

/**
 * What a list or count covers: the header's branch (X-Active-Branch, already checked against the
 * managed list) when one is chosen, else "All Branches" as managedBranchIds reads it.
 */
export function visibleBranchIds(ctx: Viewer): number[] | null {
  return ctx.activeBranch === 'all' ? managedBranchIds(ctx) : [ctx.activeBranch];
}

/**
 * Whether a record of this branch may be read by id. The header's branch narrows lists only, so a
 * link from elsewhere still opens; a record with no branch is for 'view all stations' holders.
 */
export function branchVisible(ctx: Viewer, branchId: number | null): boolean {
  const managed = managedBranchIds(ctx);
  return managed === null || (branchId !== null && managed.includes(branchId));
}
