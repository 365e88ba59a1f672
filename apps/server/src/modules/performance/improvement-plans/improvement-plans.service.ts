import {
  IMPROVEMENT_PLAN_MESSAGES as M,
  IMPROVEMENT_PLAN_MODULE as MODULE,
  hasPermission,
  toPaging,
  type ImprovementPlan,
  type ImprovementPlanApproval,
  type ImprovementPlanListQuery,
  type ImprovementPlanValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { withWaitingLevels } from '../../../platform/approvals/inbox.ts';
import { reasonKeepingDecisions } from '../../../platform/approvals/kept-reasons.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { conflict, forbidden, invalidField } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { outcomeRefusal } from './improvement-plan-rules.ts';
import * as repo from './improvement-plans.repository.ts';

const isHr = (ctx: SignedInContext) => hasPermission(ctx.user, 'view trainings');
const viewerOf = (ctx: SignedInContext): repo.PlanViewer =>
  isHr(ctx) ? { all: true } : { all: false, employeeId: ctx.user.employee.id };

/** HR reads every plan; anyone else the plans about them and those they review (`mine` for HR too). */
export async function listPlans(
  ctx: SignedInContext,
  q: ImprovementPlanListQuery,
): Promise<ListPage<ImprovementPlan>> {
  const p = toPaging(q);
  const viewer = q.mine ? { all: false as const, employeeId: ctx.user.employee.id } : viewerOf(ctx);
  return repo.listPlans(
    ctx.tx,
    ctx.companyId,
    viewer,
    { search: p.search, status: q.status },
    p.perPage,
    p.offset,
  );
}

/** The plan, or its 404 to a reader who may not see it (another company's id included). */
export async function getPlan(ctx: SignedInContext, id: number): Promise<ImprovementPlan> {
  return orNotFound(await repo.findPlan(ctx.tx, ctx.companyId, viewerOf(ctx), id), M.notFound);
}

const plan: AuditedResource<ImprovementPlan> = {
  entity: 'improvement plan',
  name: (row) => `for ${row.employee_name}`,
  find: (ctx, id) => getPlan(ctx, id),
};

async function checkPeople(ctx: SignedInContext, v: ImprovementPlanValues) {
  if (!(await repo.employeesExist(ctx.tx, ctx.companyId, [v.employee_id])))
    throw invalidField('employee_id', M.employeeNotFound);
  if (!(await repo.employeesExist(ctx.tx, ctx.companyId, [v.reviewer_id])))
    throw invalidField('reviewer_id', M.employeeNotFound);
}

export async function createPlan(ctx: SignedInContext, approvals: Approvals, v: ImprovementPlanValues) {
  await checkPeople(ctx, v);
  const created = await auditedCreate(ctx, plan, () =>
    repo.insertPlan(ctx.tx, ctx.companyId, v, ctx.user.id),
  );
  await approvals.submit(ctx, MODULE, created.id, v.employee_id);
  return getPlan(ctx, created.id);
}

/** Only while pending; the approval starts again for the (maybe other) employee. */
export async function updatePlan(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  v: ImprovementPlanValues,
) {
  await repo.lockPlan(ctx.tx, ctx.companyId, id);
  await auditedUpdate(ctx, plan, id, async (before) => {
    if (before.status !== 'pending') throw conflict(M.notEditable);
    await checkPeople(ctx, v);
    await repo.updatePlan(ctx.tx, ctx.companyId, id, v);
  });
  await approvals.restart(ctx, MODULE, id, v.employee_id);
  return getPlan(ctx, id);
}

export async function deletePlan(ctx: SignedInContext, approvals: Approvals, id: number): Promise<void> {
  await auditedDelete(ctx, plan, id, async (before) => {
    if (before.status === 'pending') await approvals.withdraw(ctx, MODULE, id);
    await repo.deletePlan(ctx.tx, ctx.companyId, id);
  });
}

/** The review's outcome (ADR 62): once approved, once, by HR (`edit training`) or the reviewer. */
export async function setOutcome(
  ctx: SignedInContext,
  id: number,
  v: { outcome: ImprovementPlan['outcome'] & string; note?: string | null | undefined },
): Promise<ImprovementPlan> {
  await repo.lockPlan(ctx.tx, ctx.companyId, id);
  const before = await getPlan(ctx, id);
  const refusal = outcomeRefusal(before, {
    employeeId: ctx.user.employee.id,
    isHr: hasPermission(ctx.user, 'edit training'),
  });
  if (refusal === 'not-allowed') throw forbidden(M.outcomeNotAllowed);
  if (refusal === 'not-approved') throw conflict(M.outcomeNotApproved);
  if (refusal === 'already-set') throw conflict(M.outcomeAlreadySet);
  const on = new Date().toISOString().slice(0, 10);
  await repo.setOutcome(ctx.tx, ctx.companyId, id, { outcome: v.outcome, note: v.note ?? null, on });
  const after = await getPlan(ctx, id);
  await audit(ctx, {
    action: 'outcome',
    entity: 'improvement plan',
    entityId: id,
    description: `Set the outcome of improvement plan for ${after.employee_name}: ${v.outcome}`,
    before: { outcome: null },
    after: { outcome: v.outcome, note: v.note ?? null },
  });
  return after;
}

/** The inbox: plans waiting on the signed-in approver. */
export async function listWaiting(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<ImprovementPlanApproval>> {
  const p = toPaging(q);
  return withWaitingLevels(
    ctx,
    MODULE,
    await repo.listPlans(
      ctx.tx,
      ctx.companyId,
      { all: true },
      { search: p.search, status: 'pending', waitingOn: ctx.user.employee.id },
      p.perPage,
      p.offset,
    ),
  );
}

/** POST …/approve and /reject; a rejection's reason stays on the plans. */
export const decidePlans = reasonKeepingDecisions(MODULE, repo.setRejectionReason);
