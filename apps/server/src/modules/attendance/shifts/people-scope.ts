import { SHIFT_MESSAGES as M } from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import * as repo from './roster.repository.ts';
import { lockShift } from './work-shifts.repository.ts';

export interface PeopleFilter {
  search_query?: string | undefined;
  department_id?: number | null | undefined;
  employee_id?: number | null | undefined;
  work_shift_id?: number | null | undefined;
}

/**
 * The people a roster, schedule list or calendar covers: the active branch's staff, narrowed by the
 * filter. An id the company does not have (or an employee of a branch the viewer cannot see) is a
 * 404, as a path id would be: a grid silently empty because of a foreign id would mislead.
 */
export async function peopleScope(
  ctx: ActingContext,
  f: PeopleFilter,
  from: string,
  to: string,
): Promise<repo.PeopleScope> {
  if (f.employee_id != null) {
    const e = await repo.findEmployee(ctx.tx, ctx.companyId, f.employee_id);
    if (!e || !branchVisible(ctx, e.branchId)) throw notFound(M.employeeNotFound);
  }
  if (f.department_id != null && !(await repo.departmentExists(ctx.tx, ctx.companyId, f.department_id))) {
    throw notFound(M.departmentNotFound);
  }
  if (f.work_shift_id != null && !(await lockShift(ctx.tx, ctx.companyId, f.work_shift_id, 'none'))) {
    throw notFound(M.notFound);
  }
  return {
    visibleBranchIds: visibleBranchIds(ctx),
    search: f.search_query || undefined,
    departmentId: f.department_id ?? undefined,
    employeeId: f.employee_id ?? undefined,
    workShiftId: f.work_shift_id ?? undefined,
    from,
    to,
  };
}
