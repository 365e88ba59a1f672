import { useRouterState } from '@tanstack/react-router';
import { viewOfPath, type View } from './active-view.ts';

/** The view (admin or ess) of the current page; pages shared by both views read their data through it. */
export function useActiveView(): View {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return viewOfPath(pathname) ?? 'ess';
}
