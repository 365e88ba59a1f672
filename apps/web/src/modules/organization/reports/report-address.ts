import { pagingOf, type ReportPaging } from '../../../platform/reports/report-search.ts';

/**
 * The view-all address's search keys, kept as text (validateSearch of the route). Import-free but for
 * the kit's address helpers: the route registry loads with /login, so this must not pull contracts or
 * zod into it. reportFilter() (report-search.ts) turns the text into a checked filter when the page renders.
 */
export interface ReportSearch extends ReportPaging {
  columns?: string;
  fetch_by?: string;
  fetch_by_id?: string;
  branch_id?: string;
}

export function parseReportSearch(raw: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = {};
  for (const key of ['columns', 'fetch_by', 'fetch_by_id', 'branch_id'] as const) {
    const v = raw[key];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') out[key] = String(v).trim();
  }
  return { ...out, ...pagingOf(raw) };
}
