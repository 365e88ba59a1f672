import { useCallback, useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@clockroom/contracts';
import { useSearchWriter } from '../routing/use-search-writer.ts';
import type { ReportPaging } from './report-search.ts';

export interface ReportPager {
  page: number;
  perPage: number;
  /** A new page size goes back to the first page (spec 1 §9). */
  onChange: (page: number, perPage: number) => void;
}

/**
 * A report view's filters from the address, and `go` to change them. Each change is a new history
 * entry, so back and forward step through the filters; a new filter shows its first page.
 */
export function useReportSearch<S extends ReportPaging & { search_query?: string }>(
  parse: (raw: Record<string, unknown>) => S,
) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parse(raw), [parse, raw]);
  const write = useSearchWriter();
  const go = useCallback((next: S) => write(parse({ ...next } as Record<string, unknown>)), [write, parse]);
  const page = search.page ?? DEFAULT_PAGE;
  const perPage = search.perPage ?? DEFAULT_PAGE_SIZE;
  const pager: ReportPager = {
    page,
    perPage,
    onChange: (next, size) => go({ ...search, page: size !== perPage ? DEFAULT_PAGE : next, perPage: size }),
  };
  /** Narrows to a new filter (or a search text), from its first page. */
  const narrow = (changes: Partial<S>) => go({ ...search, ...changes, page: undefined });
  return { search, go, narrow, pager };
}
