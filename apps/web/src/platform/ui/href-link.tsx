import type { MouseEvent, ReactNode } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';

/**
 * A link to an app path held as data (a quick link, a notification's link), followed inside the app
 * without a page load. Paths that are not (yet) a screen of this build render nothing, so a shortcut
 * to a module that has not landed never leads to a dead end.
 */
export function HrefLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const navigate = useNavigate();
  if (!(href in router.routesByPath)) return null;
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={follow}>
      {children}
    </a>
  );
}

/** Whether an app path is a screen of this build. */
export function useIsScreen(): (href: string) => boolean {
  const router = useRouter();
  return (href) => href in router.routesByPath;
}
