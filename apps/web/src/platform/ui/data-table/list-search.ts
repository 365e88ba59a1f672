import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@clockroom/contracts';

/**
 * A list's state as kept in the URL (ARCHITECTURE §5): page, perPage, search and any filters.
 * Defaults are left out so a fresh list has a clean address.
 */
export interface ListSearch {
  page?: number;
  perPage?: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** What the API's list endpoints take (spec 1 §7). Empty values are dropped by the query string. */
export interface ListParams {
  page: number;
  perPage: number;
  search_query?: string;
  [filter: string]: string | number | undefined;
}

const RESERVED = new Set(['page', 'perPage', 'search']);

function toPositiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** validateSearch for list routes: anything malformed falls back to the defaults. */
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  const page = toPositiveInt(raw['page']);
  if (page !== undefined && page !== DEFAULT_PAGE) out.page = page;
  const perPage = toPositiveInt(raw['perPage']);
  if (
    perPage !== undefined &&
    perPage !== DEFAULT_PAGE_SIZE &&
    (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage)
  ) {
    out.perPage = perPage;
  }
  const search =
    typeof raw['search'] === 'string'
      ? raw['search'].trim()
      : typeof raw['search'] === 'number'
        ? String(raw['search'])
        : '';
  if (search) out.search = search;
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED.has(key)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export function listPaging(search: ListSearch): { page: number; perPage: number; search: string } {
  return {
    page: search.page ?? DEFAULT_PAGE,
    perPage: search.perPage ?? DEFAULT_PAGE_SIZE,
    search: search.search ?? '',
  };
}

export function listFilters(search: ListSearch): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (!RESERVED.has(key) && value !== undefined && value !== '') filters[key] = String(value);
  }
  return filters;
}

export function toListParams(search: ListSearch): ListParams {
  const { page, perPage, search: text } = listPaging(search);
  return { ...listFilters(search), page, perPage, search_query: text || undefined };
}

/** Changing the page size goes back to page 1 (spec 1 §9). */
export function withPaging(prev: ListSearch, page: number, perPage: number): ListSearch {
  const current = listPaging(prev);
  return parseListSearch({ ...prev, page: perPage !== current.perPage ? DEFAULT_PAGE : page, perPage });
}

/** A new search or filter shows its first page. */
export function withSearchText(prev: ListSearch, text: string): ListSearch {
  return parseListSearch({ ...prev, search: text, page: DEFAULT_PAGE });
}

export function withFilter(
  prev: ListSearch,
  key: string,
  value: string | number | null | undefined,
): ListSearch {
  return parseListSearch({ ...prev, [key]: value ?? undefined, page: DEFAULT_PAGE });
}

export function withoutFilters(prev: ListSearch): ListSearch {
  const { perPage } = listPaging(prev);
  return parseListSearch({ perPage });
}
