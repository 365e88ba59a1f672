import type { SignedInContext } from '../http/context.ts';
import type { Approvals } from './approvals.ts';
import { findSubjectRequest } from './approvals.repository.ts';
import { chooseGroup } from './group-choice.ts';
import { findPlacement, listGroupsWithLevels } from './group-choice.repository.ts';

/**
 * Routing of the subjects that go through the engine only while an approver group covers the
 * employee, and otherwise wait on the module's own approvers (allowance claims, benefits and
 * deductions, loan requests: ADR 45, 52, 54). One copy, so the three modules cannot drift apart.
 */

/** Whether an approver group of the module covers this employee now. */
async function groupCovers(ctx: SignedInContext, module: string, employeeId: number): Promise<boolean> {
  const placement = await findPlacement(ctx.tx, ctx.companyId, employeeId);
  if (!placement) return false;
  return chooseGroup(await listGroupsWithLevels(ctx.tx, ctx.companyId, module), placement) !== undefined;
}

/**
 * A new or edited pending subject goes to the group that covers the employee now: sent, or started
 * again after an edit; with no group (any more) it leaves the engine and waits outside it.
 */
export async function routeWhenCovered(
  ctx: SignedInContext,
  approvals: Approvals,
  module: string,
  id: number,
  employeeId: number,
): Promise<void> {
  const covered = await groupCovers(ctx, module, employeeId);
  const status = (await findSubjectRequest(ctx.tx, ctx.companyId, module, id))?.status;
  if (status === 'pending') {
    if (covered) await approvals.restart(ctx, module, id, employeeId);
    else await approvals.withdraw(ctx, module, id);
  } else if (status === undefined && covered) await approvals.submit(ctx, module, id, employeeId);
}

/** A subject withdrawn or deleted while its request is pending leaves the approvers' inboxes first. */
export async function withdrawPending(
  ctx: SignedInContext,
  approvals: Approvals,
  module: string,
  id: number,
): Promise<void> {
  if ((await findSubjectRequest(ctx.tx, ctx.companyId, module, id))?.status === 'pending')
    await approvals.withdraw(ctx, module, id);
}

/**
 * One module's two calls, bound to it: `route` a new or edited pending subject (routeWhenCovered)
 * and `withdraw` one withdrawn or deleted (withdrawPending).
 */
export function coveredRoutingOf(module: string) {
  return {
    route: (ctx: SignedInContext, approvals: Approvals, id: number, employeeId: number) =>
      routeWhenCovered(ctx, approvals, module, id, employeeId),
    withdraw: (ctx: SignedInContext, approvals: Approvals, id: number) =>
      withdrawPending(ctx, approvals, module, id),
  };
}
