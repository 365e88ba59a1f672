import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../db/database.ts';
import { authenticate, bearerLookup, type GuardOptions } from '../auth/authenticate.ts';
import { accessTokenLookupSql, tokenRowFrom } from '../auth/session.repository.ts';
import { SessionCache } from '../auth/session-cache.ts';
import { createContext } from './context.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A permission slug from the catalogue, or 'signed-in'. */
    permission?: string;
    public?: boolean;
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    ctx: import('./context.ts').RequestContext;
  }
}

/**
 * Every route declares `config.permission` or `config.public`; the server refuses to start
 * otherwise. Each guarded handler is wrapped so that it runs inside one transaction that first
 * binds the tenant and the user, and commits only when the handler succeeds.
 */
export function installRouteGuard(app: FastifyInstance, database: Database): void {
  const sessions = new SessionCache();
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as {
      permission?: string;
      public?: boolean;
      allowPendingPasswordChange?: boolean;
    };
    if (route.method === 'HEAD') return;
    if (!config.permission && !config.public) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares neither config.permission nor config.public`,
      );
    }
    const original = route.handler;
    const guard: GuardOptions | null = config.permission
      ? {
          permission: config.permission,
          allowPendingPasswordChange: config.allowPendingPasswordChange ?? false,
        }
      : null;
    route.handler = async function guarded(request, reply) {
      let deferred: AppError | undefined;
      let tasks: (() => Promise<void> | void)[] = [];
      // A handler that calls reply.send() would answer before the transaction commits, and a client
      // could see a 201 for a write that then rolls back. Hold the payload until after commit.
      const send = reply.send.bind(reply);
      let held: { payload: unknown } | undefined;
      // Returns undefined, not the reply: a Reply is thenable (it settles when the response is
      // written), so a handler returning it would be awaited here forever.
      reply.send = ((payload?: unknown) => {
        held = { payload };
        return undefined;
      }) as unknown as typeof reply.send;
      let result: unknown;
      try {
        // The token names its company, so the transaction opens already bound to it and with the
        // token looked up, in one round trip; authenticate() then verifies it before anything runs.
        const lookup = guard ? bearerLookup(request.headers.authorization) : undefined;
        result = await database.transaction(
          async (tx, firstRead) => {
            const ctx = createContext(tx, request.id, request.ip, lookup?.tenant);
            tasks = ctx.commitTasks;
            request.ctx = ctx;
            try {
              if (guard) {
                await authenticate(
                  ctx,
                  {
                    authorization: request.headers.authorization,
                    activeBranch: request.headers['x-active-branch'] as string | undefined,
                  },
                  guard,
                  sessions,
                  firstRead ? (tokenRowFrom(firstRead) ?? null) : undefined,
                );
              }
              return await original.call(this, request, reply);
            } catch (err) {
              if (err instanceof AppError && err.commit) {
                deferred = err;
                return undefined;
              }
              throw err;
            }
          },
          lookup && { tenant: lookup.tenant, firstRead: accessTokenLookupSql(lookup.accessHash) },
        );
      } finally {
        reply.send = send;
      }
      for (const task of tasks) {
        try {
          await task();
        } catch (err) {
          request.log.error({ err }, 'after-commit task failed');
        }
      }
      if (deferred) throw deferred;
      if (held) return send(held.payload);
      return result;
    };
  });
}
