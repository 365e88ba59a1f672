/**
 * The value a test needs to go on. Unlike a non-null assertion it checks: a missing mail part, cell or
 * text fails the test here, naming what was expected, rather than as a TypeError further down.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}
