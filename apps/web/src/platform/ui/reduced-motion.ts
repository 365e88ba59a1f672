import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(QUERY));

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the user asked the system for less motion (WCAG 2.3.3); read once, outside React. */
export const prefersReducedMotion = () => media()?.matches ?? false;

/**
 * Whether the user asked for less motion, following the system setting while the app is open: the
 * theme turns antd's animations off with it (modals, drop-downs and messages appear at once).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
