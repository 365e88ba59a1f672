import {
  DEPARTMENT_MESSAGES as M,
  toPaging,
  type DeletedCount,
  type DepartmentInput,
  type DepartmentListQuery,
  type DepartmentRow,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { auditedDeleteMany } from '../../../platform/audit/audited-writes.ts';
import { checkedWrites, companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './departments.repository.ts';

// Unique per branch, ignoring case: the index decides and the error handler answers (ADR 18).
registerUniqueConstraint('departments_name_key', { field: 'department_name', message: M.nameTaken });

/**
 * With a branch chosen in the header (X-Active-Branch), the list shows that branch's departments;
 * an explicit branch_id filter narrows further.
 */
export async function listDepartments(
  ctx: SignedInContext,
  q: DepartmentListQuery,
): Promise<ListPage<DepartmentRow>> {
  const paging = toPaging(q);
  const active = ctx.activeBranch === 'all' ? undefined : ctx.activeBranch;
  if (active !== undefined && q.branch_id !== undefined && q.branch_id !== active)
    return { results: [], total: 0 };
  return repo.listDepartments(
    ctx.tx,
    ctx.companyId,
    {
      search: paging.search,
      status: q.status === undefined ? undefined : Number(q.status),
      branchId: q.branch_id ?? active,
    },
    { limit: paging.perPage, offset: paging.offset },
  );
}

/** Departments the signed-in employee heads (any status): their own team views start from here. */
export async function managingDepartments(ctx: SignedInContext): Promise<ListPage<DepartmentRow>> {
  return repo.listDepartments(ctx.tx, ctx.companyId, { headEmployeeId: ctx.user.employee.id }, null);
}

const department = companyResource('department', 'department_name', repo.findDepartment, M.notFound);
export const getDepartment = department.find;

async function toValues(ctx: SignedInContext, input: DepartmentInput) {
  if (!(await repo.branchExists(ctx.tx, ctx.companyId, input.branch_id)))
    throw invalidField('branch_id', M.branchInvalid);
  const head = input.head_employee_id ?? null;
  if (head !== null && !(await repo.activeEmployeeExists(ctx.tx, ctx.companyId, head)))
    throw invalidField('head_employee_id', M.headInvalid);
  // A taken name is refused on write by departments_name_key (registered above).
  return {
    departmentName: input.department_name,
    branchId: input.branch_id,
    headEmployeeId: head,
    description: input.description ?? null,
    status: input.status,
  };
}

const writes = checkedWrites(department, toValues, {
  insert: repo.insertDepartment,
  update: repo.updateDepartment,
});
export const createDepartment = writes.create;
export const updateDepartment = writes.update;

/**
 * All or nothing: an id that is not this company's answers 404, and one department with employees
 * stops the whole batch (409, naming them) so nothing is half deleted.
 */
export async function deleteDepartments(ctx: SignedInContext, ids: number[]): Promise<DeletedCount> {
  const unique = [...new Set(ids)];
  const rows = await repo.lockDepartments(ctx.tx, ctx.companyId, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  const inUse = new Set(await repo.departmentsInUse(ctx.tx, ctx.companyId, unique));
  if (inUse.size > 0) {
    const names = rows.filter((r) => inUse.has(r.id)).map((r) => r.department_name);
    throw conflict(M.hasEmployees(names.join(', ')));
  }
  await auditedDeleteMany(ctx, department, rows, () => repo.deleteDepartments(ctx.tx, ctx.companyId, unique));
  return { deleted: unique.length };
}
