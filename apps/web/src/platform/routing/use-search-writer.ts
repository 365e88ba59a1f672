import { useCallback } from 'react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';

/**
 * Writes a screen's search (its list state, its report filters) back into its own address.
 *
 * A search box reports half a second after the last keystroke, so a user who types and then follows a
 * link at once has the report arrive while the next page loads. The router resolves a relative `to`
 * against that pending address, which put the list's `?search=` on the page the link opened (seen in
 * CI). A write that arrives after the address has moved on to another page is dropped: it belonged to
 * the page that was left.
 */
export function useSearchWriter(): (search: object, replace?: boolean) => void {
  const router = useRouter();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  return useCallback(
    (search, replace = false) => {
      if (router.latestLocation.pathname !== pathname) return;
      void navigate({ to: pathname, search: search as never, replace });
    },
    [router, navigate, pathname],
  );
}
