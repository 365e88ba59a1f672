/**
 * A list's filters come from the address as text, and a stale link or a hand-typed one may carry a
 * value the API refuses with a 422: these keep only what the endpoint's query accepts, so the list
 * shows unfiltered rows instead of an error.
 */

/** The value when it is one of `values` (a status, a kind), else none. */
export function oneOf<V extends string>(values: readonly V[], value: unknown): V | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as V) : undefined;
}
