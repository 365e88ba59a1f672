import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointDefinition } from '@clockroom/contracts';
import type { SignedInContext } from './context.ts';
import { route, type EndpointReply, type EndpointRequest, type RouteOptions } from './endpoint-route.ts';
import { ok, signedIn } from './route-helpers.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** An endpoint whose path names one record (`.../:id`). */
export type OneRecord = EndpointDefinition & { readonly params: z.ZodType<{ id: number }> };

/**
 * What a service takes after the signed-in caller, by the name a route gives it: nothing, the query,
 * the body, the record's id, or the id followed by the body or the query. `id` fits only an endpoint
 * whose path names one record.
 */
export type ServiceInputs<E extends EndpointDefinition> = {
  context: [];
  query: [query: Out<E['query']>];
  body: [body: Out<E['body']>];
  id: E extends OneRecord ? [id: number] : never;
  'id, body': E extends OneRecord ? [id: number, body: Out<E['body']>] : never;
  'id, query': E extends OneRecord ? [id: number, query: Out<E['query']>] : never;
};

/** Which of the call's parts a service takes (see ServiceInputs). */
export type ServiceInput = keyof ServiceInputs<EndpointDefinition>;

/** A service answering a call: the signed-in caller and the call's input in, the answer's data out. */
export type ServiceAnswer<E extends EndpointDefinition, Input extends unknown[]> = (
  ctx: SignedInContext,
  ...input: Input
) => Promise<In<E['response']>>;

// The parts are read as the endpoint's schemas parsed them; the types above say which exist.
type Parts = { params: { id: number }; query: unknown; body: unknown };
const READ: { [K in ServiceInput]: (req: Parts) => unknown[] } = {
  context: () => [],
  query: (req) => [req.query],
  body: (req) => [req.body],
  id: (req) => [req.params.id],
  'id, body': (req) => [req.params.id, req.body],
  'id, query': (req) => [req.params.id, req.query],
};

/**
 * Registers a call whose whole work is one service function: it calls `answer` with the signed-in
 * caller and the parts of the call `takes` names, and answers `ok(message, data)`. A route that does
 * more than that (shapes the data, reads another part, answers a file) stays a `route(...)`.
 */
export function serviceRoute<E extends EndpointDefinition, K extends ServiceInput>(
  app: FastifyInstance,
  endpoint: E,
  message: string,
  takes: K,
  answer: ServiceAnswer<E, ServiceInputs<E>[K]>,
  options?: RouteOptions,
): void {
  const read = READ[takes];
  const run = answer as (ctx: SignedInContext, ...input: unknown[]) => Promise<unknown>;
  // The reply is what `ok` makes of the answer; the compiler cannot follow a generic endpoint's reply
  // type through `route`, the answer's own type above checks it.
  const handler = async (req: EndpointRequest<E>) =>
    ok(message, await run(signedIn(req), ...read(req as unknown as Parts))) as EndpointReply<E>;
  route(app, endpoint, handler, options);
}
