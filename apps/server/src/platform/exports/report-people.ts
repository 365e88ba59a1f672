import { MESSAGES } from '@clockroom/contracts';
import { branchVisible, visibleBranchIds } from '../auth/branch-scope.ts';
import { companyHas, employeeBranch, type EmployeeScope } from '../db/employee-scope.ts';
import type { ActingContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';

export interface ReportPeopleFilter {
  employee_id?: number | null | undefined;
  department_id?: number | null | undefined;
  branch_id?: number | null | undefined;
  /** The self-service call (`/.../me/...`), set by the route, never read from the request. */
  mine?: boolean | undefined;
}

/**
 * Who a report covers (ADR 34): for self-service the signed-in employee whatever the filter names
 * (the module still subscribed, as for the managers' calls); otherwise the branches the viewer
 * sees, narrowed to an employee, department or branch of the company. An id the company does not
 * have, or an employee of a branch the viewer does not see, is a 404 like a path id of another
 * company: a report silently empty because of it would mislead.
 */
export async function reportPeople(
  ctx: ActingContext,
  f: ReportPeopleFilter,
  options: {
    module: string;
    search?: string | undefined;
    messages: { employeeNotFound: string; departmentNotFound: string; branchNotFound: string };
  },
): Promise<EmployeeScope> {
  if (f.mine) {
    if (!ctx.user.packageModules.some((m) => m.module === options.module))
      throw forbidden(MESSAGES.moduleNotSubscribed);
    return { employeeId: ctx.user.employee.id, visibleBranchIds: null };
  }
  const M = options.messages;
  const scope: EmployeeScope = {
    visibleBranchIds: visibleBranchIds(ctx),
    search: options.search || undefined,
  };
  if (f.employee_id != null) {
    const branch = await employeeBranch(ctx.tx, ctx.companyId, f.employee_id);
    if (branch === undefined || !branchVisible(ctx, branch)) throw notFound(M.employeeNotFound);
    scope.employeeId = f.employee_id;
  }
  if (f.department_id != null) {
    if (!(await companyHas(ctx.tx, ctx.companyId, 'departments', f.department_id)))
      throw notFound(M.departmentNotFound);
    scope.departmentId = f.department_id;
  }
  if (f.branch_id != null) {
    if (!(await companyHas(ctx.tx, ctx.companyId, 'branches', f.branch_id))) throw notFound(M.branchNotFound);
    scope.branchId = f.branch_id;
  }
  return scope;
}
