import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  BENEFIT_DEDUCTION_MODULE as MODULE,
  hasPermission,
  toPaging,
  type BenefitDeduction,
  type BenefitDeductionCreated,
  type BenefitDeductionCreateValues,
  type BenefitDeductionDetail,
  type BenefitDeductionListQuery,
  type BenefitDeductionUpdateValues,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { branchVisible, managedBranchIds, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { withWaitingLevelLabels } from '../../../platform/approvals/inbox.ts';
import { approvalTrail } from '../../../platform/approvals/approval-trail.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { routeRecord, withdrawFromEngine } from './benefit-approval.ts';
import { findTypes } from './benefit-types.repository.ts';
import { currentEmployeeIds } from '../../../platform/db/employee-scope.ts';
import { paymentsOf } from './benefit-source.repository.ts';
import * as repo from './benefits.repository.ts';

/**
 * Benefit and deduction records (ADR 54): the list, one employee's or many at once, edit while
 * pending (its approval starts again), batch delete, the approvers' inbox and view-details.
 */

/** Who reads: lists by branch with 'view benefit deductions'; decides ungoverned ones with 'approve'. */
export function viewerOf(ctx: SignedInContext, list = false): repo.RecordViewer {
  return {
    employeeId: ctx.user.employee.id,
    branches: hasPermission(ctx.user, 'view benefit deductions')
      ? list
        ? visibleBranchIds(ctx)
        : managedBranchIds(ctx)
      : false,
    approverBranches: hasPermission(ctx.user, 'approve benefit deduction') ? managedBranchIds(ctx) : false,
    mayEdit: hasPermission(ctx.user, 'edit benefit deduction'),
  };
}

const answer = ({ branch_id: _b, created_by: _c, ...record }: repo.StoredRecord): BenefitDeduction => record;

/** A page of the records `viewer` reads, by the query's filters and, for the inbox, `waiting`. */
async function recordsPage(
  ctx: SignedInContext,
  q: BenefitDeductionListQuery,
  viewer: repo.RecordViewer,
  waiting: Pick<repo.RecordFilters, 'waiting'> = {},
): Promise<ListPage<BenefitDeduction>> {
  const p = toPaging(q);
  const filters = {
    employeeId: q.employee_id,
    typeId: q.benefit_deduction_type_id,
    kind: q.kind,
    status: q.status,
    month: q.month,
    search: p.search,
    ...waiting,
  };
  const page = await repo.listRecords(ctx.tx, ctx.companyId, viewer, filters, p.perPage, p.offset);
  return { results: page.results.map(answer), total: page.total };
}

export function listRecords(
  ctx: SignedInContext,
  q: BenefitDeductionListQuery,
): Promise<ListPage<BenefitDeduction>> {
  return recordsPage(ctx, q, viewerOf(ctx, true));
}

/** The pending records waiting on the caller, each with the level it waits on them at. */
export async function listWaiting(
  ctx: SignedInContext,
  q: BenefitDeductionListQuery,
): Promise<ListPage<BenefitDeduction>> {
  return withWaitingLevelLabels(ctx, MODULE, await recordsPage(ctx, q, viewerOf(ctx), { waiting: true }));
}

/** One record: of a branch the caller sees with 'view benefit deductions', or one waiting on them. */
export async function findRecord(ctx: SignedInContext, id: number, lock = false): Promise<repo.StoredRecord> {
  const [record] = await repo.findRecords(ctx.tx, ctx.companyId, viewerOf(ctx), [id], lock);
  const visible =
    record &&
    (record.can_decide ||
      (hasPermission(ctx.user, 'view benefit deductions') && branchVisible(ctx, record.branch_id)));
  if (!record || !visible) throw notFound(M.notFound);
  return record;
}

/** view-details: the record, how its approval went and the months a confirmed payroll paid it. */
export async function getRecord(ctx: SignedInContext, id: number): Promise<BenefitDeductionDetail> {
  const record = await findRecord(ctx, id);
  const approval = await approvalTrail(ctx.tx, ctx.companyId, MODULE, id);
  return {
    ...answer(record),
    ...approval,
    payments: await paymentsOf(ctx.tx, ctx.companyId, id),
  };
}

const resource: AuditedResource<BenefitDeduction> = {
  entity: 'benefit deduction',
  name: (row) => `${row.type_name} for ${row.employee_name}`,
  find: async (ctx, id) => answer(await findRecord(ctx, id)),
};

/** The type exists; every employee is a current one of a branch the caller sees. */
async function checkRefs(
  ctx: SignedInContext,
  typeId: number,
  employeeIds: readonly number[],
  field: string,
) {
  if ((await findTypes(ctx.tx, ctx.companyId, [typeId])).length === 0)
    throw invalidField('benefit_deduction_type_id', M.typeRequired);
  const current = await currentEmployeeIds(ctx.tx, ctx.companyId, employeeIds, managedBranchIds(ctx));
  if (employeeIds.some((id) => !current.has(id))) throw invalidField(field, M.employeeInvalid);
}

export async function createRecords(
  ctx: SignedInContext,
  approvals: Approvals,
  v: BenefitDeductionCreateValues,
): Promise<BenefitDeductionCreated> {
  const field = v.employee_ids.length === 1 ? 'employee_id' : 'employee_ids';
  await checkRefs(ctx, v.benefit_deduction_type_id, v.employee_ids, field);
  const ids: number[] = [];
  for (const employeeId of v.employee_ids) {
    const made = await auditedCreate(ctx, resource, async () => {
      const id = await repo.insertRecord(ctx.tx, ctx.companyId, employeeId, ctx.user.employee.id, v);
      await routeRecord(ctx, approvals, id, employeeId);
      return id;
    });
    ids.push(made.id);
  }
  // Read again: a group whose only approver decides at once leaves it decided (ADR 22).
  return { ...answer(await findRecord(ctx, ids[0] ?? 0)), created_ids: ids };
}

/** Pending only (what the approvers agreed to would change); its approval starts again. */
export async function updateRecord(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  v: BenefitDeductionUpdateValues,
): Promise<BenefitDeduction> {
  const before = await findRecord(ctx, id, true);
  if (before.months_total > 0 && before.months_paid >= before.months_total) throw conflict(M.fullyPaid);
  if (before.status !== 'pending') throw conflict(M.notPending);
  await checkRefs(ctx, v.benefit_deduction_type_id, [v.employee_id], 'employee_id');
  await auditedUpdate(ctx, resource, id, async () => {
    await repo.updateRecord(ctx.tx, ctx.companyId, id, v.employee_id, v);
    await routeRecord(ctx, approvals, id, v.employee_id);
  });
  return answer(await findRecord(ctx, id));
}

/**
 * All or nothing: an unknown id is a 404; a record whose every month a confirmed payroll paid is a
 * 409 (its payments are the payslips' history). One partly paid stops from its next month.
 */
export async function deleteRecords(
  ctx: SignedInContext,
  approvals: Approvals,
  ids: number[],
): Promise<{ deleted: number }> {
  const viewer = viewerOf(ctx);
  const found = await repo.findRecords(ctx.tx, ctx.companyId, viewer, ids, true);
  const visible = found.filter((r) => branchVisible(ctx, r.branch_id));
  if (visible.length !== ids.length) throw notFound(M.notFound);
  if (visible.some((r) => r.months_total > 0 && r.months_paid >= r.months_total)) throw conflict(M.fullyPaid);
  const rows = visible.map(answer);
  await auditedDeleteMany(ctx, resource, rows, async () => {
    for (const r of rows) await withdrawFromEngine(ctx, approvals, r.id);
    await repo.deleteRecords(ctx.tx, ctx.companyId, ids);
  });
  return { deleted: rows.length };
}
