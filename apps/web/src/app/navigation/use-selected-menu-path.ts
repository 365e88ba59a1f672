import { useRouterState } from '@tanstack/react-router';
import { selectedMenuPath, type MenuSourceEntry } from '../../platform/routing/menu.ts';

/** The sidebar entry to highlight for the current screen: the one it names, else by its address. */
export function useSelectedMenuPath(entries: readonly MenuSourceEntry[]): string | undefined {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The deepest matched route that names its entry.
  const owner = useRouterState({
    select: (s) => s.matches.findLast((m) => m.staticData.menuOwner !== undefined)?.staticData.menuOwner,
  });
  return selectedMenuPath(entries, pathname, owner);
}
