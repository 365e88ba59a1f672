import type { OrgReportColumn, OrgReportFetchBy } from '@clockroom/contracts';
import type { Assignment } from '../../../platform/ui/assignment/assignment-state.ts';
import type { ReportFilter } from './report-search.ts';

export interface Audience {
  fetchBy: OrgReportFetchBy;
  branchId?: number | undefined;
  departmentId?: number | undefined;
  /** The branch a department is narrowed to (branch_id in the request). */
  departmentBranchId?: number | undefined;
  people: Assignment;
}

/** i18n keys of what is missing, per field. */
export type AudienceErrors = Partial<Record<'branch' | 'department' | 'people', string>>;

export interface GenerateErrors extends AudienceErrors {
  columns?: string;
}

/** The generate form as a report filter, or what is missing, field by field (shown beside each field). */
export function buildReportFilter(
  columns: OrgReportColumn[],
  audience: Audience,
): { filter: ReportFilter } | { errors: GenerateErrors } {
  const errors: GenerateErrors = {};
  if (columns.length === 0) errors.columns = 'reports.needColumns';
  let filter: ReportFilter = { fetch_by: 'company', columns };
  if (audience.fetchBy === 'branch') {
    if (!audience.branchId) errors.branch = 'reports.needBranch';
    else filter = { fetch_by: 'branch', fetch_by_id: audience.branchId, columns };
  } else if (audience.fetchBy === 'department') {
    if (!audience.departmentId) errors.department = 'reports.needDepartment';
    else
      filter = {
        fetch_by: 'department',
        fetch_by_id: audience.departmentId,
        columns,
        ...(audience.departmentBranchId ? { branch_id: audience.departmentBranchId } : {}),
      };
  } else if (audience.fetchBy === 'employee') {
    const ids = audience.people.assigned.map((p) => p.id);
    if (ids.length === 0) errors.people = 'reports.needEmployees';
    else filter = { fetch_by: 'employee', fetch_by_id: ids, columns };
  }
  return Object.keys(errors).length ? { errors } : { filter };
}
