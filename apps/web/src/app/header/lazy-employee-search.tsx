import { lazy, Suspense } from 'react';

/**
 * The header's employee search, fetched once the shell has painted: only premium admins with the
 * search permission see it, so nobody else downloads its list, avatars and endpoint client, and the
 * shell stays within ARCHITECTURE §6's 400 KB for home plus a list page. The placeholder keeps the
 * header from shifting when it arrives.
 */
const EmployeeSearch = lazy(() =>
  import('./employee-search.tsx').then((m) => ({ default: m.EmployeeSearch })),
);

export function LazyEmployeeSearch({ block = false }: { block?: boolean }) {
  return (
    <Suspense fallback={<div style={{ width: block ? '100%' : 300, height: 32 }} aria-hidden />}>
      <EmployeeSearch block={block} />
    </Suspense>
  );
}
