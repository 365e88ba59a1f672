import type { z } from 'zod';

/**
 * Refuses each item of a list whose `key` an earlier item already has (a package's pay item, an
 * assigned employee, a capped branch named twice), on that item's own field: `[...at, i, key]`,
 * where `at` is the list's path from the schema checked (none when the list itself is checked).
 */
export function refuseRepeats<T, K extends keyof T & string>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  key: K,
  message: string,
  at: readonly string[] = [],
): void {
  const seen = new Set<T[K]>();
  items.forEach((item, i) => {
    if (seen.has(item[key])) ctx.addIssue({ code: 'custom', path: [...at, i, key], message });
    seen.add(item[key]);
  });
}
