import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, idParamsSchema, SIGNED_IN_ONLY } from '@clockroom/contracts';
import type { SignedInContext } from './context.ts';
import { crudRoutes, resourceRoutes, usualMessagesOf } from './crud-routes.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { serviceRoute } from './service-route.ts';

const thing = z.object({ id: z.number(), name: z.string() });
const body = z.object({ name: z.string() });
const query = z.object({ q: z.string().optional() });
const permission = SIGNED_IN_ONLY;
const E = {
  list: defineEndpoint({ method: 'GET', path: '/things', query, response: z.array(thing), permission }),
  create: defineEndpoint({ method: 'POST', path: '/things', body, response: thing, status: 201, permission }),
  get: defineEndpoint({
    method: 'GET',
    path: '/things/:id',
    params: idParamsSchema,
    response: thing,
    permission,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/things/:id',
    params: idParamsSchema,
    body,
    response: thing,
    permission,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/things/:id',
    params: idParamsSchema,
    response: z.null(),
    permission,
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/things/:id/rename',
    params: idParamsSchema,
    query,
    response: thing,
    permission,
  }),
  count: defineEndpoint({ method: 'GET', path: '/count', response: z.number(), permission }),
};
const M = { listed: 'Listed', created: 'Created', loaded: 'Loaded', updated: 'Updated', deleted: 'Deleted' };

/** What each service was called with after the signed-in caller. */
const calls: unknown[][] = [];
const ctx = { user: { id: 7 }, companyId: 1, tokenId: 1 } as unknown as SignedInContext;
const seen = (caller: SignedInContext, ...input: unknown[]) => {
  expect(caller).toBe(ctx);
  calls.push(input);
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
  // The route guard binds the caller in the app; here every call is the same signed-in caller.
  app.decorateRequest('ctx', null as unknown as SignedInContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = ctx;
  });
  resourceRoutes(app, E, M, {
    list: async (c, q) => (seen(c, q), []),
    create: async (c, b) => (seen(c, b), { id: 1, ...b }),
    get: async (c, id) => (seen(c, id), { id, name: 'one' }),
    delete: async (c, id) => (seen(c, id), 'dropped'),
  });
  crudRoutes(app, { update: [E.update, 'Renamed', async (c, id, b) => (seen(c, id, b), { id, ...b })] });
  serviceRoute(app, E.rename, 'Moved', 'id, query', async (c, id, q) => (seen(c, id, q), { id, name: 'q' }));
  serviceRoute(app, E.count, 'Counted', 'context', async (c) => (seen(c), 3));
  await app.ready();
});

afterAll(() => app.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  calls.length = 0;
  const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as unknown, input: calls[0] };
};

describe('serviceRoute and the resource kits', () => {
  it('hands each usual call its part of the request and answers with the usual message', async () => {
    expect(await call('GET', '/things?q=a')).toEqual({
      status: 200,
      body: { message: 'Listed', data: [] },
      input: [{ q: 'a' }],
    });
    expect(await call('POST', '/things', { name: 'new' })).toEqual({
      status: 201,
      body: { message: 'Created', data: { id: 1, name: 'new' } },
      input: [{ name: 'new' }],
    });
    expect(await call('GET', '/things/4')).toMatchObject({ body: { message: 'Loaded' }, input: [4] });
  });

  it('answers a delete with null whatever the service returns', async () => {
    expect(await call('DELETE', '/things/5')).toEqual({
      status: 200,
      body: { message: 'Deleted', data: null },
      input: [5],
    });
  });

  it('keeps a message crudRoutes is given', async () => {
    expect(await call('PUT', '/things/6', { name: 'x' })).toEqual({
      status: 200,
      body: { message: 'Renamed', data: { id: 6, name: 'x' } },
      input: [6, { name: 'x' }],
    });
  });

  it('passes the parts a serviceRoute names, in order, or none', async () => {
    expect(await call('POST', '/things/8/rename?q=b')).toMatchObject({
      body: { message: 'Moved' },
      input: [8, { q: 'b' }],
    });
    expect(await call('GET', '/count')).toEqual({
      status: 200,
      body: { message: 'Counted', data: 3 },
      input: [],
    });
  });

  it('reads a table that names its resource in each message under the usual names', () => {
    const table = {
      ratesListed: 'L',
      rateCreated: 'C',
      rateDeleted: 'D',
      rateMissing: (n: number) => `${n}`,
    };
    expect(usualMessagesOf(table, 'rate')).toEqual({ listed: 'L', created: 'C', deleted: 'D' });
  });
});
