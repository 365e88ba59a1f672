/**
 * The view-all address's search keys, kept as text (validateSearch of the route). Deliberately free of
 * imports: the route registry loads with /login, so this must not pull contracts or zod into it.
 * reportFilter() (report-search.ts) turns the text into a checked filter when the page renders.
 */
export interface ReportSearch {
  columns?: string;
  fetch_by?: string;
  fetch_by_id?: string;
  branch_id?: string;
  page?: number;
  perPage?: number;
}

const PAGE_SIZES = [10, 20, 30, 40]; // 5 is the default and stays out of the address

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseReportSearch(raw: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = {};
  for (const key of ['columns', 'fetch_by', 'fetch_by_id', 'branch_id'] as const) {
    const v = raw[key];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') out[key] = String(v).trim();
  }
  const page = positive(raw['page']);
  if (page && page !== 1) out.page = page;
  const perPage = positive(raw['perPage']);
  if (perPage && PAGE_SIZES.includes(perPage)) out.perPage = perPage;
  return out;
}
