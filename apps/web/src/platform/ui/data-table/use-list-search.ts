import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useSearchWriter } from '../../routing/use-search-writer.ts';
import { parseListSearch, type ListSearch } from './list-search.ts';

/** The current list state from the URL, and a setter that writes it back (replace for typing, push for paging). */
export function useListSearch(): [ListSearch, (next: ListSearch, replace?: boolean) => void] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseListSearch(raw), [raw]);
  return [search, useSearchWriter()];
}
