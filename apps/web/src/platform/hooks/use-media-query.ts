import { useSyncExternalStore } from 'react';
import { MOBILE_WIDTH } from '@clockroom/contracts';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the spec's mobile width (600 px) the sidebar gives way to the mobile header. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_WIDTH - 1}px)`);
}
