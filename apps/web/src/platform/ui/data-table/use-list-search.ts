import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseListSearch, type ListSearch } from './list-search.ts';

/** The current list state from the URL, and a setter that writes it back (replace for typing, push for paging). */
export function useListSearch(): [ListSearch, (next: ListSearch, replace?: boolean) => void] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseListSearch(raw), [raw]);
  const navigate = useNavigate();
  const setSearch = useCallback(
    (next: ListSearch, replace = false) => {
      void navigate({ to: '.', search: next as never, replace });
    },
    [navigate],
  );
  return [search, setSearch];
}
