import type { z } from 'zod';
import type { PermissionSlug } from '../permissions/catalogue.ts';

/**
 * One definition per API call (ADR 33): the server registers its route from it (permission, schemas,
 * OpenAPI) and the web calls it through one typed client, so neither side writes the URL or restates
 * the payload. Plain data and Zod schemas only: the web build strips the schemas from every
 * `defineEndpoint({...})` (vite.config.ts `endpointsWithoutSchemas`), so a page pays a few bytes of
 * method and path, never Zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any signed-in user, whatever the permissions (the guard's 'signed-in'). */
export const SIGNED_IN_ONLY = 'signed-in';

/** Who may call: a slug of the catalogue (checked by the compiler), any signed-in user, or anyone. */
type Access =
  | { readonly permission: PermissionSlug | typeof SIGNED_IN_ONLY; readonly public?: never }
  | { readonly public: true; readonly permission?: never };

interface EndpointFields {
  readonly method: HttpMethod;
  /** `/organization/teams/:id` style, under the API base; params are `:name` segments. */
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * What the answer carries. With `answer: 'envelope'` (the default) this is the `data`: the server
   * wraps it in `{ message, data }`. With 'whole' it is the whole body (an export's `job_id` beside
   * `message` and `data`). A 'file' answer is bytes and has no schema here.
   */
  readonly response?: z.ZodType;
  readonly answer?: 'envelope' | 'whole' | 'file';
  /** The success status (201 where a create says so); 200 by default. */
  readonly status?: 200 | 201 | 202;
  /** The body is multipart (a file upload), read by the handler itself. */
  readonly upload?: true;
  /** A GET that writes (ADR 21): it gets a read-write transaction. */
  readonly writes?: true;
  /** OpenAPI grouping; the path's first segment by default. */
  readonly tags?: readonly string[];
  readonly summary?: string;
  /** OpenAPI's longer text: what the call does beyond its name (a rule a client must know). */
  readonly description?: string;
}

export type EndpointDefinition = EndpointFields & Access;

/** An endpoint as definitions write it; the type keeps every literal (path, method, schemas). */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

/** Names of the `:param` segments of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The `data` a successful call answers, as the web reads it. */
export type EndpointData<E extends EndpointDefinition> = E['answer'] extends 'file'
  ? Blob
  : E['answer'] extends 'whole'
    ? SchemaOut<E['response']> extends { data: infer D }
      ? D
      : never
    : SchemaOut<E['response']>;

/** The whole JSON answer of a call: `{ message, data }`, with any extra field a 'whole' answer has. */
export type EndpointAnswer<E extends EndpointDefinition> = E['answer'] extends 'whole'
  ? SchemaOut<E['response']>
  : { message: string; data: EndpointData<E> };

/** What a caller gives: the path's params (always), the query and the body where the endpoint has them. */
export type EndpointInput<E extends EndpointDefinition> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['query'] extends z.ZodType ? { query?: SchemaIn<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: SchemaIn<E['body']> } : { body?: undefined });

/** The path with its params filled in (each one URI-encoded); throws on a missing param. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
