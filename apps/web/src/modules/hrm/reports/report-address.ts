import {
  calendarDay,
  pagingOf,
  pick,
  positiveInt,
  textOf,
  type ReportPaging,
} from '../../../platform/reports/report-search.ts';

/**
 * The view-all address's search keys (validateSearch of the route), read with the kit's import-free
 * helpers: the route registry loads with /login. usageFilter() turns them into the API's filter.
 */
export interface UsageSearch extends ReportPaging {
  kind?: 'leave' | 'exemption';
  year?: number;
  start_date?: string;
  end_date?: string;
  employee_id?: number;
  leave_type_id?: number;
  department_id?: number;
  status?: string;
  search_query?: string;
}

const STATUSES = ['pending', 'approved', 'rejected'];

export function parseUsageSearch(raw: Record<string, unknown>): UsageSearch {
  const out: UsageSearch = { kind: raw['kind'] === 'exemption' ? 'exemption' : 'leave' };
  const year = positiveInt(raw['year']);
  if (year && year >= 1970 && year <= 2200) out.year = year;
  Object.assign(out, pick(raw, ['start_date', 'end_date'], calendarDay));
  Object.assign(out, pick(raw, ['employee_id', 'leave_type_id', 'department_id'], positiveInt));
  if (typeof raw['status'] === 'string' && STATUSES.includes(raw['status'])) out.status = raw['status'];
  const search = textOf(raw['search_query']);
  if (search) out.search_query = search;
  return { ...out, ...pagingOf(raw) };
}

/** The API filter of an address: everything but the paging and the report kind. */
export function usageFilter(s: UsageSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of [
    'year',
    'start_date',
    'end_date',
    'employee_id',
    'leave_type_id',
    'department_id',
    'status',
    'search_query',
  ] as const) {
    const v = s[key];
    if (v !== undefined && v !== '') out[key] = v;
  }
  if (s.kind !== 'exemption') {
    delete out['status'];
    // A leave report is per leave year: the range only picks it (ADR 23).
    if (out['year'] !== undefined) {
      delete out['start_date'];
      delete out['end_date'];
    }
  } else {
    delete out['year'];
    delete out['leave_type_id'];
  }
  return out;
}

export { usagePaths } from './report-paths.ts';
