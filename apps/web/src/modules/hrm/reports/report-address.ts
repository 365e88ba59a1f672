/**
 * The view-all address's search keys, kept as text (validateSearch of the route). Free of imports on
 * purpose: the route registry loads with /login. usageFilter() turns the text into the API's filter.
 */
export interface UsageSearch {
  kind?: 'leave' | 'exemption';
  year?: number;
  start_date?: string;
  end_date?: string;
  employee_id?: number;
  leave_type_id?: number;
  department_id?: number;
  status?: string;
  search_query?: string;
  page?: number;
  perPage?: number;
}

const PAGE_SIZES = [10, 20, 30, 40]; // 5 is the default and stays out of the address
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES = ['pending', 'approved', 'rejected'];

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function parseUsageSearch(raw: Record<string, unknown>): UsageSearch {
  const out: UsageSearch = {};
  out.kind = raw['kind'] === 'exemption' ? 'exemption' : 'leave';
  const year = positive(raw['year']);
  if (year && year >= 1970 && year <= 2200) out.year = year;
  for (const key of ['start_date', 'end_date'] as const) {
    const v = raw[key];
    if (typeof v === 'string' && DAY.test(v)) out[key] = v;
  }
  for (const key of ['employee_id', 'leave_type_id', 'department_id'] as const) {
    const v = positive(raw[key]);
    if (v) out[key] = v;
  }
  if (typeof raw['status'] === 'string' && STATUSES.includes(raw['status'])) out.status = raw['status'];
  const search = raw['search_query'];
  if ((typeof search === 'string' && search.trim()) || typeof search === 'number')
    out.search_query = String(search).trim();
  const page = positive(raw['page']);
  if (page && page !== 1) out.page = page;
  const perPage = positive(raw['perPage']);
  if (perPage && PAGE_SIZES.includes(perPage)) out.perPage = perPage;
  return out;
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

/** The report screens of an area (spec 2 §2: reports: generate, all). */
export const usagePaths = (area: 'admin' | 'ess') => ({
  generate: `/${area}/hrm/reports/generate`,
  all: `/${area}/hrm/reports/all`,
});
