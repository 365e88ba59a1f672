import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointDefinition } from '@clockroom/contracts';
import type { SignedInContext } from './context.ts';
import { route, type EndpointReply } from './endpoint-route.ts';
import { ok, signedIn } from './route-helpers.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** An endpoint whose path names one record (`.../:id`). */
type OneRecord = EndpointDefinition & { readonly params: z.ZodType<{ id: number }> };

/** What answers a call: the signed-in caller and the call's input in, the answer's data out. */
type Answer<E extends EndpointDefinition, Input extends unknown[]> = (
  ctx: SignedInContext,
  ...input: Input
) => Promise<In<E['response']>>;

/**
 * The usual calls of a resource kept on a settings screen, each as its endpoint, the message its
 * answer carries and the service function that answers it: a list (given the query), a create (the
 * body), a get (the id), an update (the id and the body) and a delete (the id; it answers null).
 */
export interface CrudCalls<
  L extends EndpointDefinition,
  C extends EndpointDefinition,
  G extends OneRecord,
  U extends OneRecord,
  D extends OneRecord,
> {
  list?: readonly [endpoint: L, message: string, answer: Answer<L, [query: Out<L['query']>]>];
  create?: readonly [endpoint: C, message: string, answer: Answer<C, [body: Out<C['body']>]>];
  get?: readonly [endpoint: G, message: string, answer: Answer<G, [id: number]>];
  update?: readonly [endpoint: U, message: string, answer: Answer<U, [id: number, body: Out<U['body']>]>];
  delete?: readonly [
    endpoint: D,
    message: string,
    remove: (ctx: SignedInContext, id: number) => Promise<unknown>,
  ];
}

/**
 * Registers a resource's usual calls (those it names) the way every settings resource answers them,
 * so a routes file spells out only its resource's own calls beside them.
 */
export function crudRoutes<
  L extends EndpointDefinition,
  C extends EndpointDefinition,
  G extends OneRecord,
  U extends OneRecord,
  D extends OneRecord,
>(app: FastifyInstance, calls: CrudCalls<L, C, G, U, D>): void {
  // The replies are what `ok` makes of each answer; the compiler cannot follow a generic endpoint's
  // reply type through `route`, the call's own types above check the answers.
  if (calls.list) {
    const [endpoint, message, answer] = calls.list;
    route(app, endpoint, async (req) =>
      reply<L>(message, await answer(signedIn(req), req.query as Out<L['query']>)),
    );
  }
  if (calls.create) {
    const [endpoint, message, answer] = calls.create;
    route(app, endpoint, async (req) =>
      reply<C>(message, await answer(signedIn(req), req.body as Out<C['body']>)),
    );
  }
  if (calls.get) {
    const [endpoint, message, answer] = calls.get;
    route(app, endpoint, async (req) => reply<G>(message, await answer(signedIn(req), idOf(req.params))));
  }
  if (calls.update) {
    const [endpoint, message, answer] = calls.update;
    route(app, endpoint, async (req) =>
      reply<U>(message, await answer(signedIn(req), idOf(req.params), req.body as Out<U['body']>)),
    );
  }
  if (calls.delete) {
    const [endpoint, message, remove] = calls.delete;
    route(app, endpoint, async (req) => {
      await remove(signedIn(req), idOf(req.params));
      return reply<D>(message, null);
    });
  }
}

const reply = <E extends EndpointDefinition>(message: string, data: unknown) =>
  ok(message, data) as EndpointReply<E>;

const idOf = (params: unknown) => (params as { id: number }).id;
