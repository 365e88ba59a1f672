import {
  ALLOWANCE_CLAIM_MESSAGES as M,
  ALLOWANCE_CLAIM_MODULE as MODULE,
  hasPermission,
  toPaging,
  type AllowanceClaim,
  type AllowanceClaimListQuery,
  type AllowanceClaimValues,
  type ListPage,
  type MyAllowances,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { branchVisible, managedBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { withWaitingLevelLabels } from '../../../platform/approvals/inbox.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { routeClaim, withdrawFromEngine } from './allowance-claim-approval.ts';
import { myAllowances } from './my-allowances.repository.ts';
import * as repo from './allowance-claims.repository.ts';

/**
 * Employees' allowance claims (ADR 45): the claimant's own list, create, edit and withdraw while
 * pending; the approvers' list of what waits on them; one claim by id for whoever may see it.
 */

/** Who reads: holders of 'approve payroll' decide ungoverned claims of the branches they manage. */
export function viewerOf(ctx: SignedInContext): repo.ClaimViewer {
  return {
    employeeId: ctx.user.employee.id,
    payrollBranches: hasPermission(ctx.user, 'approve payroll') ? managedBranchIds(ctx) : false,
  };
}

/** The answer's shape: the branch is the server's own business. */
const answer = ({ branch_id: _branch, ...claim }: repo.StoredClaim): AllowanceClaim => claim;

/** A page of the claims the caller sees, narrowed by `filters` and the query's search. */
async function claimsPage(
  ctx: SignedInContext,
  q: AllowanceClaimListQuery,
  filters: Omit<repo.ClaimFilters, 'search'>,
): Promise<ListPage<AllowanceClaim>> {
  const p = toPaging(q);
  const f = { ...filters, search: p.search };
  const page = await repo.listClaims(ctx.tx, ctx.companyId, viewerOf(ctx), f, p.perPage, p.offset);
  return { results: page.results.map(answer), total: page.total };
}

export function listMyClaims(
  ctx: SignedInContext,
  q: AllowanceClaimListQuery,
): Promise<ListPage<AllowanceClaim>> {
  return claimsPage(ctx, q, { employeeId: ctx.user.employee.id, status: q.status });
}

/** The pending claims waiting on the caller, each with the level it waits on them at. */
export async function listWaitingClaims(
  ctx: SignedInContext,
  q: AllowanceClaimListQuery,
): Promise<ListPage<AllowanceClaim>> {
  return withWaitingLevelLabels(ctx, MODULE, await claimsPage(ctx, q, { waiting: true }));
}

/**
 * One claim: the claimant's own, one waiting on the caller, or, with 'view salary management', one
 * of a branch they see. Anyone else gets the 404 an unknown id gets.
 */
export async function getClaim(ctx: SignedInContext, id: number, lock = false): Promise<repo.StoredClaim> {
  const [claim] = await repo.findClaims(ctx.tx, ctx.companyId, viewerOf(ctx), [id], lock);
  const visible =
    claim &&
    (claim.employee_id === ctx.user.employee.id ||
      claim.can_decide ||
      (hasPermission(ctx.user, 'view salary management') && branchVisible(ctx, claim.branch_id)));
  if (!claim || !visible) throw notFound(M.notFound);
  return claim;
}

const claimResource: AuditedResource<AllowanceClaim> = {
  entity: 'allowance claim',
  name: (row) => `${row.title} for ${row.name}`,
  find: async (ctx, id) => answer(await getClaim(ctx, id)),
};

/** The title a claim carries: the claimed allowance's name (claimable and active), else its own. */
async function titled(ctx: SignedInContext, v: AllowanceClaimValues) {
  if (v.allowance_id === null) return { ...v, title: v.title ?? '' };
  const allowance = await repo.claimableAllowance(ctx.tx, ctx.companyId, v.allowance_id);
  if (!allowance) throw invalidField('allowance_id', M.allowanceInvalid);
  return { ...v, title: allowance.name };
}

export async function createClaim(
  ctx: SignedInContext,
  approvals: Approvals,
  v: AllowanceClaimValues,
): Promise<AllowanceClaim> {
  const values = await titled(ctx, v);
  const me = ctx.user.employee.id;
  const made = await auditedCreate(ctx, claimResource, async () => {
    const id = await repo.insertClaim(ctx.tx, ctx.companyId, me, values);
    await routeClaim(ctx, approvals, id, me);
    return id;
  });
  // Read again: a group whose only approver is the claimant decides at once (ADR 22).
  return answer(await getClaim(ctx, made.id));
}

/** The claimant's own pending claim, locked; another's is a 404, a decided one a 409. */
async function ownPending(ctx: SignedInContext, id: number): Promise<repo.StoredClaim> {
  const claim = await getClaim(ctx, id, true);
  if (claim.employee_id !== ctx.user.employee.id) throw notFound(M.notFound);
  if (claim.status !== 'pending') throw conflict(M.notPending);
  return claim;
}

/** What the approvers agreed to has changed, so its approval starts again (ADR 22). */
export async function updateClaim(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  v: AllowanceClaimValues,
): Promise<AllowanceClaim> {
  await ownPending(ctx, id);
  const values = await titled(ctx, v);
  await auditedUpdate(ctx, claimResource, id, async () => {
    await repo.updateClaim(ctx.tx, ctx.companyId, id, values);
    await routeClaim(ctx, approvals, id, ctx.user.employee.id);
  });
  return answer(await getClaim(ctx, id));
}

export async function withdrawClaim(ctx: SignedInContext, approvals: Approvals, id: number): Promise<void> {
  await ownPending(ctx, id);
  await auditedDelete(ctx, claimResource, id, async () => {
    await withdrawFromEngine(ctx, approvals, id);
    await repo.deleteClaim(ctx.tx, ctx.companyId, id);
  });
}

/** GET …/allowances/me: the signed-in employee's allowances, extras and what they may claim. */
export function myAllowancesOf(ctx: SignedInContext): Promise<MyAllowances> {
  return myAllowances(ctx.tx, ctx.companyId, ctx.user.employee.id);
}
