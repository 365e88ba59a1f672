import { SCROLL_TO_ERROR_MS, SCROLL_TO_ERROR_OFFSET } from '@clockroom/contracts';

export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Scroll position `elapsed` ms into an animation from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

interface ScrollAction {
  el: Element;
  top: number;
  left: number;
}

/**
 * Custom behaviour for antd's scrollToFirstError (scroll-into-view-if-needed): glide for 500 ms and stop
 * 60 px above the field so the sticky header does not cover it (spec 2 §9).
 */
function glide(actions: ScrollAction[]): void {
  for (const { el, top } of actions) {
    const from = el.scrollTop;
    const to = Math.max(0, top - SCROLL_TO_ERROR_OFFSET);
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      el.scrollTop = scrollPositionAt(from, to, elapsed, SCROLL_TO_ERROR_MS);
      if (elapsed < SCROLL_TO_ERROR_MS) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
}

export const SCROLL_TO_FIRST_ERROR = { behavior: glide, block: 'start', focus: true } as const;
