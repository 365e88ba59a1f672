import {
  toPaging,
  type CategoryApproverDetail,
  type CategoryApproverMessages,
  type CategoryApproverRow,
  type CategoryApproverInput,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../http/context.ts';
import { invalidField, notFound } from '../http/errors.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../audit/audited-writes.ts';
import { insertGroup } from './group-choice.repository.ts';
import * as groups from './approver-groups.repository.ts';
import * as memberRepo from './approver-members.repository.ts';
import type { ApproverBasis } from './group-choice.ts';
import { checkedLevels } from './checked-levels.ts';

/**
 * Approver groups scoped by a category, as leave (spec 2 §3, §5, §7) and exemptions configure them
 * (ADR 22): the basis from category_type with its list, branch_id narrowing a grade or department
 * group, the levels from approver_details. One module's settings, with its own messages.
 */
export function categoryApproversOf(module: string, M: CategoryApproverMessages) {
  async function list(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<CategoryApproverRow>> {
    const p = toPaging(q);
    const page = await groups.listGroups(ctx.tx, ctx.companyId, module, p.search, p.perPage, p.offset);
    return {
      total: page.total,
      results: page.results.map((g) => ({
        id: g.id,
        description: g.group_name,
        no_approvals: g.approvers_count,
        approval_types: g.approval_types,
        category_type: g.category_type,
        branch_id: g.branch_id ?? 0,
      })),
    };
  }

  async function get(ctx: SignedInContext, id: number): Promise<CategoryApproverDetail> {
    const found = await groups.findGroup(ctx.tx, ctx.companyId, module, id);
    if (!found) throw notFound(M.notFound);
    const basis = found.row.category_type;
    const names = await memberRepo.memberNames(ctx.tx, ctx.companyId, basis, found.memberIds);
    const only = <T>(b: ApproverBasis, list: T[]) => (basis === b ? list : []);
    return {
      id,
      description: found.row.group_name,
      no_approvals: found.row.approvers_count,
      approval_types: found.row.approval_types,
      category_type: basis,
      branch_id: found.branchId ?? 0,
      branch: found.branchId
        ? ((await memberRepo.branchName(ctx.tx, ctx.companyId, found.branchId)) ?? null)
        : null,
      employees: only(
        'employees',
        names.map((n) => ({ id: n.id, employee_name: n.name })),
      ),
      employeeGrades: only(
        'station_grade',
        names.map((n) => ({ id: n.id, grade_name: n.name })),
      ),
      departments: only(
        'department',
        names.map((n) => ({ id: n.id, department_name: n.name })),
      ),
      branches: only(
        'branch',
        names.map((n) => ({ id: n.id, station_name: n.name })),
      ),
      approvalLevels: await groups.groupLevels(ctx.tx, ctx.companyId, id),
    };
  }

  const resource: AuditedResource<CategoryApproverDetail> = {
    entity: `${module} approver`,
    name: (g) => g.description,
    find: get,
  };

  const MEMBERS: Record<
    ApproverBasis,
    { field: string; message: string; of: (i: CategoryApproverInput) => number[] }
  > = {
    employees: { field: 'employees', message: M.employeesRequired, of: (i) => i.employees },
    station_grade: { field: 'grades', message: M.gradesRequired, of: (i) => i.grades },
    department: { field: 'departments', message: M.departmentsRequired, of: (i) => i.departments },
    branch: { field: 'branches', message: M.branchesRequired, of: (i) => i.branches },
  };

  /** Checks every id against the company and returns what is stored (ADR 22: the group's scope and levels). */
  async function toGroup(ctx: SignedInContext, input: CategoryApproverInput) {
    const basis = input.category_type;
    const members = MEMBERS[basis];
    const memberIds = [...new Set(members.of(input))];
    if ((await memberRepo.countExisting(ctx.tx, ctx.companyId, basis, memberIds)) !== memberIds.length) {
      throw invalidField(members.field, members.message);
    }
    // Employees and branches name their own branches: branch_id is 0 for them (spec 2 §5).
    const branchId =
      basis === 'employees' || basis === 'branch' || input.branch_id === 0 ? null : input.branch_id;
    if (
      branchId !== null &&
      (await memberRepo.countExisting(ctx.tx, ctx.companyId, 'branch', [branchId])) !== 1
    ) {
      throw invalidField('branch_id', M.branchRequired);
    }
    const levels = await checkedLevels(
      ctx,
      input.approver_details.map((d) => ({
        approverId: d.approver_person_id,
        altApproverId: d.alt_approver_person_id,
      })),
      'approver_details',
      M.personRequired,
    );
    return {
      description: input.description,
      approvalType: input.approval_types,
      basis,
      memberIds,
      branchId,
      levels,
    };
  }

  function create(ctx: SignedInContext, input: CategoryApproverInput): Promise<CategoryApproverDetail> {
    return auditedCreate(ctx, resource, async () =>
      insertGroup(ctx.tx, ctx.companyId, { module: module, ...(await toGroup(ctx, input)) }),
    );
  }

  /** Requests in flight keep the levels they were sent with (ADR 22). */
  function update(
    ctx: SignedInContext,
    id: number,
    input: CategoryApproverInput,
  ): Promise<CategoryApproverDetail> {
    return auditedUpdate(ctx, resource, id, async () => {
      const g = await toGroup(ctx, input);
      await groups.updateGroup(
        ctx.tx,
        ctx.companyId,
        module,
        id,
        { description: g.description, approvalType: g.approvalType },
        g.levels,
      );
      await groups.setScope(ctx.tx, ctx.companyId, module, id, {
        basis: g.basis,
        memberIds: g.memberIds,
        branchId: g.branchId,
      });
    });
  }

  /** All or nothing: an id that is not one of this company's leave approvers fails the batch. */
  async function removeMany(ctx: SignedInContext, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const found = await groups.existingGroupIds(ctx.tx, ctx.companyId, module, unique);
    if (found.length !== unique.length) throw notFound(M.notFound);
    const rows = await Promise.all(unique.map((id) => get(ctx, id)));
    await auditedDeleteMany(ctx, resource, rows, () =>
      groups.deleteGroups(ctx.tx, ctx.companyId, module, unique),
    );
    return { deleted: unique.length };
  }

  return { list, get, create, update, removeMany };
}
