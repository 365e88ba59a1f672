import { DEFAULT_PAGE_SIZE, PAYROLL_REPORT_MESSAGES as M } from '@clockroom/contracts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import * as repo from './reports.repository.ts';

/** A report's month and the branches and departments it is narrowed to. */
export interface MonthFilter {
  month: number;
  year: number;
  branch_ids?: number[] | undefined;
  department_ids?: number[] | undefined;
}

const unique = (list: readonly number[] | undefined) => (list?.length ? [...new Set(list)] : undefined);

/**
 * The rows a report reads (ADR 47): the month's, in the branches the viewer sees (the header's
 * branch narrows it, as every report), narrowed to the branches and departments asked for. A branch
 * or department the company does not have, or a branch the viewer does not manage, is a 404 like a
 * path id of another company: a report silently empty because of it would mislead.
 */
export async function rowScope(
  ctx: ActingContext,
  f: MonthFilter,
  statuses: readonly ('open' | 'confirmed')[],
): Promise<repo.RowScope> {
  const branchIds = unique(f.branch_ids);
  const departmentIds = unique(f.department_ids);
  if (branchIds) {
    const have = await repo.existingIds(ctx.tx, ctx.companyId, 'branches', branchIds);
    if (branchIds.some((id) => !have.has(id) || !branchVisible(ctx, id))) throw notFound(M.branchNotFound);
  }
  if (departmentIds) {
    const have = await repo.existingIds(ctx.tx, ctx.companyId, 'departments', departmentIds);
    if (departmentIds.some((id) => !have.has(id))) throw notFound(M.departmentNotFound);
  }
  return {
    year: f.year,
    month: f.month,
    statuses,
    visibleBranchIds: visibleBranchIds(ctx),
    branchIds,
    departmentIds,
  };
}

/** A screen's page of the rows; all of them when the call asks for no page. */
export function pageOf<T>(
  rows: readonly T[],
  p: { page?: number | undefined; perPage?: number | undefined },
): T[] {
  if (p.page === undefined && p.perPage === undefined) return [...rows];
  const perPage = p.perPage ?? DEFAULT_PAGE_SIZE;
  const start = ((p.page ?? 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}
