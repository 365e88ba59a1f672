import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointDefinition } from '@clockroom/contracts';
import type { SignedInContext } from './context.ts';
import { route, type EndpointReply } from './endpoint-route.ts';
import { ok, signedIn } from './route-helpers.ts';
import { serviceRoute, type OneRecord, type ServiceAnswer } from './service-route.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What removes a record: the delete answers null whatever it returns. */
type Remove = (ctx: SignedInContext, id: number) => Promise<unknown>;

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
  list?: readonly [endpoint: L, message: string, answer: ServiceAnswer<L, [query: Out<L['query']>]>];
  create?: readonly [endpoint: C, message: string, answer: ServiceAnswer<C, [body: Out<C['body']>]>];
  get?: readonly [endpoint: G, message: string, answer: ServiceAnswer<G, [id: number]>];
  update?: readonly [
    endpoint: U,
    message: string,
    answer: ServiceAnswer<U, [id: number, body: Out<U['body']>]>,
  ];
  delete?: readonly [endpoint: D, message: string, remove: Remove];
}

/**
 * Registers a resource's usual calls (those it names) the way every settings resource answers them,
 * so a routes file spells out only its resource's own calls beside them. Where the endpoint set and
 * the message table use the usual names, `resourceRoutes` says the same with the services alone.
 */
export function crudRoutes<
  L extends EndpointDefinition,
  C extends EndpointDefinition,
  G extends OneRecord,
  U extends OneRecord,
  D extends OneRecord,
>(app: FastifyInstance, calls: CrudCalls<L, C, G, U, D>): void {
  if (calls.list) serviceRoute(app, calls.list[0], calls.list[1], 'query', calls.list[2]);
  if (calls.create) serviceRoute(app, calls.create[0], calls.create[1], 'body', calls.create[2]);
  if (calls.get) serviceRoute(app, calls.get[0], calls.get[1], 'id', calls.get[2]);
  if (calls.update) serviceRoute(app, calls.update[0], calls.update[1], 'id, body', calls.update[2]);
  if (calls.delete) {
    const [endpoint, message, remove] = calls.delete;
    route(app, endpoint, async (req) => {
      await remove(signedIn(req), (req.params as { id: number }).id);
      return ok(message, null) as EndpointReply<D>;
    });
  }
}

/** The message each usual call answers with, in a message table that follows the usual names. */
const USUAL_MESSAGES = {
  list: 'listed',
  create: 'created',
  get: 'loaded',
  update: 'updated',
  delete: 'deleted',
} as const;

type Verb = keyof typeof USUAL_MESSAGES;

/** The services of a resource's usual calls, each typed by the endpoint of the same name in `T`. */
export type ResourceAnswers<T> = {
  list?: T extends { list: infer L extends EndpointDefinition }
    ? ServiceAnswer<L, [query: Out<L['query']>]>
    : never;
  create?: T extends { create: infer C extends EndpointDefinition }
    ? ServiceAnswer<C, [body: Out<C['body']>]>
    : never;
  get?: T extends { get: infer G extends OneRecord } ? ServiceAnswer<G, [id: number]> : never;
  update?: T extends { update: infer U extends OneRecord }
    ? ServiceAnswer<U, [id: number, body: Out<U['body']>]>
    : never;
  delete?: T extends { delete: OneRecord } ? Remove : never;
};

/** How a message table that names its resource says each usual message: `locationsListed`, `locationCreated`. */
const NOUN_SUFFIXES = {
  list: 'sListed',
  create: 'Created',
  get: 'Loaded',
  update: 'Updated',
  delete: 'Deleted',
} as const;

/** The usual messages a table `T` has for the resource `N`, under their usual names. */
type NounMessages<T, N extends string> = {
  readonly [
    V in Verb as `${N}${(typeof NOUN_SUFFIXES)[V]}` extends keyof T ? (typeof USUAL_MESSAGES)[V] : never
  ]: string;
};

/**
 * The usual messages of a table that keeps several resources' messages apart by a noun
 * (`locationsListed`, `locationCreated`, `locationLoaded`, `locationUpdated`, `locationDeleted`),
 * under the names `resourceRoutes` reads: `resourceRoutes(app, E, usualMessagesOf(M, 'location'), …)`.
 */
export function usualMessagesOf<T extends object, const N extends string>(
  messages: T,
  noun: N,
): NounMessages<T, N> {
  const usual: Record<string, string> = {};
  for (const verb of Object.keys(NOUN_SUFFIXES) as Verb[]) {
    const text: unknown = (messages as Record<string, unknown>)[`${noun}${NOUN_SUFFIXES[verb]}`];
    if (typeof text === 'string') usual[USUAL_MESSAGES[verb]] = text;
  }
  return usual as NounMessages<T, N>;
}

/** The messages the calls `A` names need: `listed` for a list, `created`, `loaded`, `updated`, `deleted`. */
type UsualMessages<A> = { readonly [V in keyof A & Verb as (typeof USUAL_MESSAGES)[V]]: string };

/**
 * `crudRoutes` for a resource whose endpoint set names its usual calls `list`, `create`, `get`,
 * `update` and `delete` and whose message table answers them `listed`, `created`, `loaded`, `updated`
 * and `deleted`: the routes file gives the set and the table once and each call's service. A table
 * that names the resource in each message (`M.locationsListed`) is read through `usualMessagesOf`; a
 * resource whose names differ otherwise writes its calls out with `crudRoutes`.
 */
export function resourceRoutes<T extends object, A extends ResourceAnswers<T>>(
  app: FastifyInstance,
  endpoints: T,
  messages: UsualMessages<A>,
  answers: A,
): void {
  const call = (verb: Verb) =>
    answers[verb] && [
      (endpoints as Record<Verb, EndpointDefinition>)[verb],
      (messages as Record<string, string>)[USUAL_MESSAGES[verb]],
      answers[verb],
    ];
  crudRoutes(app, {
    list: call('list'),
    create: call('create'),
    get: call('get'),
    update: call('update'),
    delete: call('delete'),
  } as CrudCalls<EndpointDefinition, EndpointDefinition, OneRecord, OneRecord, OneRecord>);
}
