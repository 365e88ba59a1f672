import { isNamedApprover } from '../../../platform/approvals/approval-waiting.repository.ts';
import {
  viewFilter,
  withWaitingLevels,
  type DecidableSubject,
  type RequestView,
} from '../../../platform/approvals/inbox.ts';
import {
  EXEMPTION_DECISION_MESSAGES,
  EXEMPTION_MESSAGES as M,
  formatDate,
  hasPermission,
  notificationText,
  toPaging,
  type DeletedCount,
  type ExemptionApprovalRow,
  type ExemptionDetail,
  type ExemptionInput,
  type ExemptionListQuery,
  type ExemptionRow,
  type ListPage,
} from '@clockroom/contracts';
import { requireCompany, type SignedInContext } from '../../../platform/http/context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { branchVisible } from '../../../platform/auth/branch-scope.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import * as repo from './exemptions.repository.ts';
import { findCurrentEmployee } from '../../../platform/db/current-employee.repository.ts';
import { waitsOn } from './exemption-approval.repository.ts';
import { approvalTrail } from '../../../platform/approvals/approval-trail.ts';

export const { EXEMPTION_MODULE } = repo;

const publicRow = ({ employee_branch_id: _branch, ...row }: repo.StoredExemption): ExemptionRow => row;

function filtersOf(q: ExemptionListQuery) {
  const paging = toPaging(q);
  return {
    paging,
    filters: { search: paging.search, status: q.status, startDate: q.start_date, endDate: q.end_date },
  };
}

/** A page of requests in one view (see RequestView), as the client reads them. */
async function pageOf(ctx: SignedInContext, q: ExemptionListQuery, view: RequestView) {
  const { paging, filters } = filtersOf(q);
  const where = { ...filters, ...viewFilter(ctx, view) };
  const page = await repo.listExemptions(ctx.tx, ctx.companyId, where, paging.perPage, paging.offset);
  return { results: page.results.map(publicRow), total: page.total };
}

/** GET /hrm/exemptions/view-all: every employee's requests in the branches the viewer may see. */
export function listAll(ctx: SignedInContext, q: ExemptionListQuery): Promise<ListPage<ExemptionRow>> {
  return pageOf(ctx, q, 'visible');
}

/** GET /hrm/exemptions/employee: the signed-in employee's own requests (my-exemptions). */
export function listOwn(ctx: SignedInContext, q: ExemptionListQuery): Promise<ListPage<ExemptionRow>> {
  return pageOf(ctx, q, 'own');
}

/** GET /hrm/exemptions/approval/requests: what waits on the signed-in employee's approval now. */
export async function listWaiting(
  ctx: SignedInContext,
  q: ExemptionListQuery,
): Promise<ListPage<ExemptionApprovalRow>> {
  return withWaitingLevels(ctx, EXEMPTION_MODULE, await pageOf(ctx, q, 'waiting'));
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
  const approval = await approvalTrail(ctx.tx, ctx.companyId, repo.EXEMPTION_MODULE, id);
  return {
    ...publicRow(row),
    ...approval,
    can_edit: mayEdit(ctx, row),
    can_decide: await waitsOn(ctx.tx, ctx.companyId, id, ctx.user.employee.id),
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
  const employee = await findCurrentEmployee(ctx.tx, ctx.companyId, employeeId);
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

/**
 * The engine's subject (ADR 22, 31): how an exemption reads in a notification, what a decision does,
 * and its inbox's words. With no group an exemption is approved at once.
 */
export function exemptionSubject(): DecidableSubject {
  return {
    module: EXEMPTION_MODULE,
    idsField: 'exemption_request_ids',
    entity: 'exemption',
    messages: EXEMPTION_DECISION_MESSAGES,
    items: async (ctx, ids) =>
      (await repo.lockExemptions(ctx.tx, ctx.companyId, ids)).map((r) => ({
        id: r.id,
        status: r.status,
        name: `${r.employee_name} on ${r.date}`,
      })),
    noGroupRule: () => 'approve',
    describe: async (ctx, subjectId) => {
      const row = await repo.findExemption(ctx.tx, requireCompany(ctx), subjectId);
      return row
        ? notificationText('exemptionSubject', { date: formatDate(row.date), employee: row.employee_name })
        : notificationText('exemptionGone', { id: String(subjectId) });
    },
    onDecided: async (ctx, subjectId, status) => {
      await repo.setStatus(ctx.tx, requireCompany(ctx), subjectId, status);
    },
  };
}
