import {
  DEPARTMENT_MESSAGES as M,
  toPaging,
  type DepartmentInput,
  type DepartmentListQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './departments.repository.ts';

/**
 * With a branch chosen in the header (X-Active-Branch), the list shows that branch's departments;
 * an explicit branch_id filter narrows further.
 */
export async function listDepartments(ctx: SignedInContext, q: DepartmentListQuery) {
  const paging = toPaging(q);
  const active = ctx.activeBranch === 'all' ? undefined : ctx.activeBranch;
  if (active !== undefined && q.branch_id !== undefined && q.branch_id !== active)
    return { results: [], total: 0 };
  return repo.listDepartments(
    ctx.tx,
    {
      search: paging.search,
      status: q.status === undefined ? undefined : Number(q.status),
      branchId: q.branch_id ?? active,
    },
    { limit: paging.perPage, offset: paging.offset },
  );
}

/** Departments the signed-in employee heads (any status): their own team views start from here. */
export async function managingDepartments(ctx: SignedInContext) {
  return repo.listDepartments(ctx.tx, { headEmployeeId: ctx.user.employee.id }, null);
}

export async function getDepartment(ctx: SignedInContext, id: number) {
  const row = await repo.findDepartment(ctx.tx, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function toValues(ctx: SignedInContext, input: DepartmentInput, exceptId?: number) {
  if (!(await repo.branchExists(ctx.tx, input.branch_id))) throw invalidField('branch_id', M.branchInvalid);
  const head = input.head_employee_id ?? null;
  if (head !== null && !(await repo.activeEmployeeExists(ctx.tx, head)))
    throw invalidField('head_employee_id', M.headInvalid);
  if (await repo.departmentNameTaken(ctx.tx, input.branch_id, input.department_name, exceptId))
    throw invalidField('department_name', M.nameTaken);
  return {
    departmentName: input.department_name,
    branchId: input.branch_id,
    headEmployeeId: head,
    description: input.description ?? null,
    status: input.status,
  };
}

export async function createDepartment(ctx: SignedInContext, input: DepartmentInput) {
  await repo.lockDepartmentWrites(ctx.tx, ctx.companyId);
  const id = await repo.insertDepartment(ctx.tx, ctx.companyId, await toValues(ctx, input));
  const row = await getDepartment(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: 'department',
    entityId: id,
    description: `Created department ${row.department_name}`,
    after: row,
  });
  return row;
}

export async function updateDepartment(ctx: SignedInContext, id: number, input: DepartmentInput) {
  await repo.lockDepartmentWrites(ctx.tx, ctx.companyId);
  const before = await getDepartment(ctx, id);
  await repo.updateDepartment(ctx.tx, id, await toValues(ctx, input, id));
  const after = await getDepartment(ctx, id);
  await audit(ctx, {
    action: 'update',
    entity: 'department',
    entityId: id,
    description: `Updated department ${after.department_name}`,
    before,
    after,
  });
  return after;
}

/**
 * All or nothing: an id that is not this company's answers 404, and one department with employees
 * stops the whole batch (409, naming them) so nothing is half deleted.
 */
export async function deleteDepartments(ctx: SignedInContext, ids: number[]) {
  const unique = [...new Set(ids)];
  await repo.lockDepartmentWrites(ctx.tx, ctx.companyId);
  const rows = await repo.lockDepartments(ctx.tx, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  const inUse = new Set(await repo.departmentsInUse(ctx.tx, unique));
  if (inUse.size > 0) {
    const names = rows.filter((r) => inUse.has(r.id)).map((r) => r.department_name);
    throw conflict(M.hasEmployees(names.join(', ')));
  }
  await repo.deleteDepartments(ctx.tx, unique);
  for (const row of rows) {
    await audit(ctx, {
      action: 'delete',
      entity: 'department',
      entityId: row.id,
      description: `Deleted department ${row.department_name}`,
      before: row,
    });
  }
  return { deleted: unique.length };
}
