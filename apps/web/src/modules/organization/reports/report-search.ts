import {
  ORG_REPORT_COLUMNS,
  ORG_REPORT_FETCH_BY,
  type OrgReportColumn,
  type OrgReportFetchBy,
} from '@clockroom/contracts';
import { positiveInt } from '../../../platform/reports/report-search.ts';
import type { ReportSearch } from './report-address.ts';

export { parseReportSearch, type ReportSearch } from './report-address.ts';

/** A checked report filter, as the API takes it. */
export interface ReportFilter {
  fetch_by: OrgReportFetchBy;
  fetch_by_id?: number | number[];
  branch_id?: number;
  columns: OrgReportColumn[];
}

const ids = (v: unknown): number[] =>
  String(v ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The filter the address describes, or null when it is not a complete one (no columns, no audience id). */
export function reportFilter(search: ReportSearch): ReportFilter | null {
  const wanted = new Set((search.columns ?? '').split(',').map((c) => c.trim()));
  const columns = ORG_REPORT_COLUMNS.filter((c) => wanted.has(c));
  const fetchBy = ORG_REPORT_FETCH_BY.find((f) => f === (search.fetch_by ?? 'company'));
  if (columns.length === 0 || !fetchBy) return null;
  if (fetchBy === 'company') return { fetch_by: fetchBy, columns };
  const list = ids(search.fetch_by_id);
  const [first] = list;
  if (first === undefined) return null;
  const filter: ReportFilter = {
    fetch_by: fetchBy,
    columns,
    fetch_by_id: fetchBy === 'employee' ? list : first,
  };
  const branch = positiveInt(search.branch_id);
  if (fetchBy === 'department' && branch) filter.branch_id = branch;
  return filter;
}

/** The view-all address of a filter, first page. */
export function toReportSearch(filter: ReportFilter): ReportSearch {
  const out: ReportSearch = {
    // Spec order, whatever order the boxes were ticked in.
    columns: ORG_REPORT_COLUMNS.filter((c) => filter.columns.includes(c)).join(','),
    fetch_by: filter.fetch_by,
  };
  if (filter.fetch_by !== 'company' && filter.fetch_by_id !== undefined)
    out.fetch_by_id = ([] as number[]).concat(filter.fetch_by_id).join(',');
  if (filter.fetch_by === 'department' && filter.branch_id) out.branch_id = String(filter.branch_id);
  return out;
}
