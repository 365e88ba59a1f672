import { isNamedApprover, levelsWaitingOn } from '../../../platform/approvals/approvals.repository.ts';
import {
  EXEMPTION_MESSAGES as M,
  approvalLevelLabel,
  hasPermission,
  toPaging,
  type DeletedCount,
  type ExemptionApprovalRow,
  type ExemptionDecision,
  type ExemptionDecisionInput,
  type ExemptionDecisionResult,
  type ExemptionDetail,
  type ExemptionInput,
  type ExemptionListQuery,
  type ExemptionRow,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import type { Refusal } from '../../../platform/approvals/engine.ts';
import * as repo from './exemptions.repository.ts';

const { EXEMPTION_MODULE } = repo;

const publicRow = ({ employee_branch_id: _branch, ...row }: repo.StoredExemption): ExemptionRow => row;

function filtersOf(q: ExemptionListQuery) {
  const paging = toPaging(q);
  return {
    paging,
    filters: { search: paging.search, status: q.status, startDate: q.start_date, endDate: q.end_date },
  };
}

/** GET /hrm/exemptions/view-all: every employee's requests in the branches the viewer may see. */
export async function listAll(ctx: SignedInContext, q: ExemptionListQuery): Promise<ListPage<ExemptionRow>> {
  const { paging, filters } = filtersOf(q);
  const page = await repo.listExemptions(
    ctx.tx,
    ctx.companyId,
    { ...filters, branchIds: visibleBranchIds(ctx) },
    paging.perPage,
    paging.offset,
  );
  return { results: page.results.map(publicRow), total: page.total };
}

/** GET /hrm/exemptions/employee: the signed-in employee's own requests (my-exemptions). */
export async function listOwn(ctx: SignedInContext, q: ExemptionListQuery): Promise<ListPage<ExemptionRow>> {
  const { paging, filters } = filtersOf(q);
  const page = await repo.listExemptions(
    ctx.tx,
    ctx.companyId,
    { ...filters, employeeId: ctx.user.employee.id },
    paging.perPage,
    paging.offset,
  );
  return { results: page.results.map(publicRow), total: page.total };
}

/** GET /hrm/exemptions/approval/requests: what waits on the signed-in employee's approval now. */
export async function listWaiting(
  ctx: SignedInContext,
  q: ExemptionListQuery,
): Promise<ListPage<ExemptionApprovalRow>> {
  const { paging, filters } = filtersOf(q);
  const me = ctx.user.employee.id;
  const page = await repo.listExemptions(
    ctx.tx,
    ctx.companyId,
    { ...filters, waitingOn: me },
    paging.perPage,
    paging.offset,
  );
  const levels = await levelsWaitingOn(
    ctx.tx,
    ctx.companyId,
    EXEMPTION_MODULE,
    page.results.map((r) => r.id),
    me,
  );
  return {
    results: page.results.map((r) => {
      const waiting = levels.get(r.id);
      const level = waiting?.level ?? 0;
      return {
        ...publicRow(r),
        level,
        level_label: approvalLevelLabel(level),
        approval_type: waiting?.type ?? 'Sequential',
      };
    }),
    total: page.total,
  };
}

/**
 * The row when the viewer may read it: their own, one of an employee they may see holding 'view
 * exemptions', or one they are named an approver of. Anything else (another company's) is a 404.
 */
async function readable(ctx: SignedInContext, id: number): Promise<repo.StoredExemption> {
  const row = await repo.findExemption(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  const me = ctx.user.employee.id;
  if (row.employee_id === me) return row;
  if (hasPermission(ctx.user, 'view exemptions') && branchVisible(ctx, row.employee_branch_id)) return row;
  if (await isNamedApprover(ctx.tx, ctx.companyId, EXEMPTION_MODULE, id, me)) return row;
  throw notFound(M.notFound);
}

const mayEdit = (ctx: SignedInContext, row: repo.StoredExemption) =>
  row.status === 'pending' &&
  (row.employee_id === ctx.user.employee.id ||
    (hasPermission(ctx.user, 'edit exemption') && branchVisible(ctx, row.employee_branch_id)));

export async function getExemption(ctx: SignedInContext, id: number): Promise<ExemptionDetail> {
  const row = await readable(ctx, id);
  const approval = await repo.approvalOf(ctx.tx, ctx.companyId, id);
  return {
    ...publicRow(row),
    approval_type: approval?.type ?? null,
    levels: (approval?.levels ?? []).map((l) => ({
      ...l,
      label: approvalLevelLabel(l.level),
      approver_name: l.approver_name ?? '',
      decided_at: l.decided_at ? l.decided_at.toISOString() : null,
    })),
    can_edit: mayEdit(ctx, row),
    can_decide: await repo.waitsOn(ctx.tx, ctx.companyId, id, ctx.user.employee.id),
  };
}

const exemptionEntity = {
  entity: 'exemption',
  name: (row: ExemptionDetail) => `${row.employee_name} on ${row.date}`,
};
const exemption: AuditedResource<ExemptionDetail> = { ...exemptionEntity, find: getExemption };

/**
 * The employee a new request is for: the signed-in employee by default; another one needs 'create
 * exemption' and must be a current employee the creator may see.
 */
async function requesterFor(ctx: SignedInContext, employeeId: number | null | undefined): Promise<number> {
  const me = ctx.user.employee.id;
  if (employeeId === undefined || employeeId === null || employeeId === me) return me;
  if (!hasPermission(ctx.user, 'create exemption')) throw forbidden();
  const employee = await repo.findEmployee(ctx.tx, ctx.companyId, employeeId);
  if (!employee || !branchVisible(ctx, employee.branchId))
    throw invalidField('employee_id', M.employeeRequired);
  return employee.id;
}

export async function createExemption(
  ctx: SignedInContext,
  approvals: Approvals,
  input: ExemptionInput,
): Promise<ExemptionDetail> {
  return auditedCreate(ctx, exemption, async () => {
    const employeeId = await requesterFor(ctx, input.employee_id);
    if (await repo.findClash(ctx.tx, ctx.companyId, employeeId, input.date))
      throw invalidField('date', M.duplicate);
    const id = await repo.insertExemption(ctx.tx, ctx.companyId, {
      employeeId,
      date: input.date,
      exemptionReason: input.exemption_reason,
      createdBy: ctx.user.employee.id,
    });
    await approvals.submit(ctx, EXEMPTION_MODULE, id, employeeId);
    return id;
  });
}

/** Only while pending, by its employee or an 'edit exemption' holder; the approval starts again. */
export async function updateExemption(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  input: ExemptionInput,
): Promise<ExemptionDetail> {
  const [locked] = await repo.lockExemptions(ctx.tx, ctx.companyId, [id]);
  if (!locked) throw notFound(M.notFound);
  return auditedUpdate(ctx, exemption, id, async () => {
    const row = await readable(ctx, id);
    const own = row.employee_id === ctx.user.employee.id;
    if (!own && !(hasPermission(ctx.user, 'edit exemption') && branchVisible(ctx, row.employee_branch_id)))
      throw forbidden();
    if (row.status !== 'pending') throw new AppError(422, M.notPending);
    if (await repo.findClash(ctx.tx, ctx.companyId, row.employee_id, input.date, id))
      throw invalidField('date', M.duplicate);
    await repo.updateExemption(ctx.tx, ctx.companyId, id, {
      date: input.date,
      exemptionReason: input.exemption_reason,
    });
    await approvals.restart(ctx, EXEMPTION_MODULE, id, row.employee_id);
  });
}

/** All or nothing: an id that is not one the viewer may see answers 404 and nothing is deleted. */
export async function deleteExemptions(ctx: SignedInContext, ids: number[]): Promise<DeletedCount> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalidField('exemption_request_ids', M.idsRequired);
  const rows = await repo.lockExemptions(ctx.tx, ctx.companyId, unique);
  if (rows.length !== unique.length || rows.some((r) => !branchVisible(ctx, r.employee_branch_id)))
    throw notFound(M.notFound);
  await auditedDeleteMany(
    ctx,
    { entity: 'exemption', name: (r: (typeof rows)[number]) => `${r.employee_name} on ${r.date}` },
    rows,
    () => repo.deleteExemptions(ctx.tx, ctx.companyId, unique),
  );
  return { deleted: unique.length };
}

const REFUSALS: Record<Refusal | 'not-found', string> = {
  'not-pending': M.refusedNotPending,
  'own-request': M.refusedOwn,
  'not-waiting-on-you': M.refusedNotWaiting,
  'reason-required': M.rejectReasonRequired,
  'not-found': M.notFound,
};

/**
 * The approver's bulk approve or reject, each id decided by the engine. An id that is not one of the
 * company's exemption requests answers 404 (nothing decided); when none could be decided the answer
 * is a 422 listing why, else 200 with the count and each id's outcome or refusal.
 */
export async function decideExemptions(
  ctx: SignedInContext,
  approvals: Approvals,
  action: ExemptionDecision,
  input: ExemptionDecisionInput,
): Promise<{ message: string; data: ExemptionDecisionResult }> {
  const ids = [
    ...new Set(input.exemption_request_ids?.length ? input.exemption_request_ids : [input.id ?? 0]),
  ];
  const reason = input.reason ?? null;
  if (action === 'reject' && !reason) throw invalidField('reason', M.rejectReasonRequired);
  const found = await repo.lockExemptions(ctx.tx, ctx.companyId, ids);
  if (found.length !== ids.length) throw notFound(M.notFound);
  const decisions = await approvals.decide(ctx, EXEMPTION_MODULE, {
    subjectIds: ids,
    actorId: ctx.user.employee.id,
    action,
    comment: reason,
  });
  const results = decisions.map((d) =>
    'refusal' in d
      ? { id: d.subjectId, status: null, refusal: REFUSALS[d.refusal] }
      : { id: d.subjectId, status: d.status, refusal: null },
  );
  const decided = results.filter((r) => r.refusal === null).length;
  if (decided === 0) {
    const first = results[0]?.refusal;
    throw new AppError(
      422,
      results.length === 1 && first ? first : M.noneDecided,
      results.map((r, i) => ({ field: `exemption_request_ids.${i}`, message: r.refusal ?? M.noneDecided })),
    );
  }
  return { message: action === 'approve' ? M.approved : M.rejected, data: { decided, results } };
}

/** The engine's subject: how an exemption reads in a notification, and what a decision does. */
export function exemptionSubject() {
  return {
    module: EXEMPTION_MODULE,
    // ADR 22: with no group an exemption is approved at once.
    noGroupRule: () => 'approve' as const,
    describe: async (ctx: { tx: SignedInContext['tx']; companyId: number | null }, subjectId: number) => {
      const row =
        ctx.companyId === null ? undefined : await repo.findExemption(ctx.tx, ctx.companyId, subjectId);
      return {
        title: row ? `Exemption on ${row.date} for ${row.employee_name}` : `Exemption ${subjectId}`,
        approverLink: '/ess/hrm/exemption/approvals',
        requesterLink: '/ess/hrm/exemption/my-exemptions',
      };
    },
    onDecided: async (
      ctx: { tx: SignedInContext['tx']; companyId: number | null },
      subjectId: number,
      status: 'approved' | 'rejected',
    ) => {
      if (ctx.companyId === null) return;
      await repo.setStatus(ctx.tx, ctx.companyId, subjectId, status);
    },
  };
}
