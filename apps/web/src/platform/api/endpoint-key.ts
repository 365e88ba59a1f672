import type { EndpointDefinition, EndpointInput } from '@clockroom/contracts';

/**
 * The cache key of a call: the path's segments with its params filled in, then the rest of the input,
 * so `['organization', 'teams']` invalidates every call under /organization/teams, and
 * `['organization', 'employees', '7']` everything about employee 7. A `keyPrefix` sets a cache apart
 * (form choices read through another function).
 */
export function endpointKey<E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointInput<E>,
  keyPrefix: readonly unknown[] = [],
): unknown[] {
  const { params, ...rest } = (input ?? {}) as { params?: Record<string, string | number> };
  // A param not known yet (a query kept disabled until it is) gives an empty segment, not an error.
  const segments = endpoint.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? String(params?.[s.slice(1)] ?? '') : s));
  const extra = Object.values(rest).some((v) => v !== undefined) ? [rest] : [];
  return [...keyPrefix, ...segments, ...extra];
}
