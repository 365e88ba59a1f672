import { queryOptions } from '@tanstack/react-query';
import {
  endpointPath,
  type EndpointAnswer,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
} from '@clockroom/contracts';
import { API_BASE, request } from './client.ts';
import { postForm } from './post-form.ts';
import { toQueryString, type QueryParams } from './query-string.ts';
import { endpointKey } from './endpoint-key.ts';

export { endpointKey };

/**
 * The one typed client of the endpoints defined in contracts (ADR 33): the URL comes from the
 * endpoint's path template, the input and answer types from its schemas. Type-only: the web build
 * strips the schemas (Zod would cost every page 24 KB), and the server has already checked the answer
 * against the same schema before it left (response serializer).
 */

/**
 * How a call is sent: with the caller's abort signal, and for logout and the activation link without
 * the token's expiry handling (an expired token must not turn into a "session expired" notice there).
 */
type Signal = { signal?: AbortSignal; skipSessionExpiry?: boolean };

/** The URL under the API base, for links and downloads (`<a href>`, `fetch` of a file). */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body'>,
): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: QueryParams };
  return `${API_BASE}${endpointPath(endpoint.path, params)}${toQueryString(query)}`;
}

async function answer<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> & Signal,
): Promise<EndpointAnswer<E>> {
  const { params, query, body, signal, skipSessionExpiry } = input as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
  } & Signal;
  const path = endpointPath(endpoint.path, params);
  // A write without a body still sends `{}`, as the JSON client always has.
  const sent = body === undefined && endpoint.method !== 'GET' && endpoint.method !== 'DELETE' ? {} : body;
  // The answer is the endpoint's: its response schema is the type (checked on the server).
  return (await request(endpoint.method, path, {
    query,
    body: sent,
    signal,
    skipSessionExpiry,
  })) as EndpointAnswer<E>;
}

/** Calls an endpoint and answers its `data`. */
export async function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & Signal]
    : [input: EndpointInput<E> & Signal]
): Promise<EndpointData<E>> {
  const whole = await answer(endpoint, (input ?? {}) as EndpointInput<E> & Signal);
  return (whole as { data: EndpointData<E> }).data;
}

/** Calls an endpoint and answers the whole envelope: writes whose server message is shown. */
export function submit<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & Omit<Signal, 'signal'>]
    : [input: EndpointInput<E> & Omit<Signal, 'signal'>]
): Promise<EndpointAnswer<E>> {
  return answer(endpoint, (input ?? {}) as EndpointInput<E> & Signal);
}

/** A multipart upload (`upload: true` endpoints): the JSON client cannot send files. */
export function submitForm<E extends EndpointDefinition & { upload: true }>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body' | 'query'> & { form: FormData },
): Promise<EndpointAnswer<E>> {
  const { params } = input as { params?: Record<string, string | number> };
  return postForm(endpointPath(endpoint.path, params), input.form) as Promise<EndpointAnswer<E>>;
}

/** TanStack `queryOptions` for a read: its key from the endpoint, its function the typed call. */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, keyPrefix]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, keyPrefix?: readonly unknown[]]
    : [input: EndpointInput<E>, keyPrefix?: readonly unknown[]]
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input, keyPrefix),
    queryFn: async ({ signal }): Promise<EndpointData<E>> => {
      const whole = await answer(endpoint, { ...(input ?? {}), signal } as EndpointInput<E> & Signal);
      return (whole as { data: EndpointData<E> }).data;
    },
  });
}
