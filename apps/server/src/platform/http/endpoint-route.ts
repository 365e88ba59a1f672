import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { envelope, type EndpointAnswer, type EndpointDefinition } from '@clockroom/contracts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** The request a handler gets: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/** What a handler returns: `ok(message, data)` for an envelope, the whole body otherwise. */
export type EndpointReply<E extends EndpointDefinition> = E['answer'] extends 'file'
  ? unknown
  : E['answer'] extends 'whole'
    ? In<E['response']>
    : { message: string; data: In<E['response']> } & Partial<Omit<EndpointAnswer<E>, 'message' | 'data'>>;

export interface RouteOptions {
  /** The OpenAPI description of a 'file' answer (its content types), which contracts cannot know. */
  fileResponse?: Record<number, unknown>;
  /**
   * Route settings that belong to the server alone: a throttle (`rateLimit`), or a call open to a user
   * who must still change their password (`allowPendingPasswordChange`). Who may call stays the
   * endpoint's.
   */
  config?: Pick<FastifyContextConfig, 'rateLimit' | 'allowPendingPasswordChange'>;
  /**
   * A body that fails its schema reaches the handler as `request.validationError` instead of a 422:
   * for a check that needs the caller first (a leave booked for oneself may leave the employee out).
   */
  attachValidation?: true;
}

/**
 * Registers one endpoint of contracts (ADR 33): its permission (or public) for the route guard, its
 * schemas for validation and OpenAPI, its success status and its answer wrapped in `{ message, data }`.
 * Paths answer with or without a trailing slash through the router's `ignoreTrailingSlash` (app.ts).
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E>>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const schema: FastifySchema & { tags: string[]; summary?: string; description?: string } = {
    tags: [...(endpoint.tags ?? [endpoint.path.split('/')[1] ?? 'api'])],
    response: responseSchema(endpoint, status, options),
  };
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const run = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const handle: RouteHandlerMethod =
    status === 200
      ? (request, reply) => run(request, reply)
      : async (request, reply) => {
          const answer = await run(request, reply);
          void reply.code(status);
          return answer;
        };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...options.config,
      ...(endpoint.public
        ? { public: true }
        : { permission: endpoint.permission, ...(endpoint.writes ? { writes: true } : {}) }),
    },
    schema,
    ...(options.attachValidation ? { attachValidation: true } : {}),
    handler: handle,
  });
}

function responseSchema(endpoint: EndpointDefinition, status: number, options: RouteOptions) {
  if (endpoint.answer === 'file') {
    if (!options.fileResponse) throw new Error(`${endpoint.path}: a file answer needs its fileResponse`);
    return options.fileResponse;
  }
  if (!endpoint.response) throw new Error(`${endpoint.path}: an endpoint needs its response schema`);
  return { [status]: endpoint.answer === 'whole' ? endpoint.response : enveloped(endpoint.response) };
}

/**
 * One envelope per response schema, made once per process: the response writers are compiled once per
 * schema object (response-serializer.ts), so an app built again (each API test file builds one) finds
 * them compiled. A new envelope per build missed that cache for every route, about 0.5 s a build.
 */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function enveloped(data: z.ZodType): z.ZodType {
  let schema = envelopes.get(data);
  if (!schema) {
    schema = envelope(data);
    envelopes.set(data, schema);
  }
  return schema;
}
