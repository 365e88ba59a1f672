import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { EndpointData, EndpointDefinition, EndpointInput } from '@clockroom/contracts';
import { call, endpointKey } from '../api/endpoint-client.ts';

/**
 * A report's data call as TanStack queryOptions: the previous page stays on screen while the next
 * loads, a failure is shown at once with its retry (no silent retries), and no call is made while
 * the address names no report (`input` null: the view sends the user back to generate).
 */
export function reportQuery<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E> | null) {
  // call()'s optional-or-required input is decided per endpoint; here the input is typed above.
  const read = call as (e: E, i: EndpointInput<E> & { signal: AbortSignal }) => Promise<EndpointData<E>>;
  return queryOptions({
    queryKey: endpointKey(endpoint, input ?? undefined),
    queryFn: input === null ? skipToken : ({ signal }) => read(endpoint, { ...input, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
