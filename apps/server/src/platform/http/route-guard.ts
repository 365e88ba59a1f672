import type { FastifyInstance, RouteOptions } from 'fastify';
import { HTTP_MESSAGES, type PermissionSlug } from '@clockroom/contracts';
import type { Database, Tx } from '../db/database.ts';
import { authenticate, bearerLookup, type GuardOptions } from '../auth/authenticate.ts';
import { accessTokenLookupSql, tokenRowFrom } from '../auth/session.repository.ts';
import { SessionCache } from '../auth/session-cache.ts';
import { TokenCache } from '../auth/token-cache.ts';
import { runTenantWork } from '../tenancy/tenant-work.ts';
import type { RequestContext } from './context.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A permission slug from the catalogue, or 'signed-in'. */
    permission?: PermissionSlug | 'signed-in';
    public?: boolean;
    /** Called by a registered device (ZKTeco push), which names itself by serial number (`SN`). */
    device?: boolean;
    allowPendingPasswordChange?: boolean;
    /**
     * A signed-in GET is read-only (ADR 21: no BEGIN/COMMIT, a write fails). A GET that must write
     * says so here and gets a read-write transaction.
     */
    writes?: boolean;
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/**
 * Who a device is: the module that registers devices answers, from the serial number alone, before
 * any tenant is known (so it looks up through a SECURITY DEFINER function, as sign-in does).
 */
export interface DeviceDirectory {
  identify(tx: Tx, serial: string): Promise<{ companyId: number; deviceId: number } | null>;
}

export interface RouteGuardOptions {
  /** Needed only where device routes are registered. */
  devices?: DeviceDirectory;
  /** How long a signed-in read may reuse a token row (ADR 21); 0 reads it on every request. */
  tokenCacheMs?: number;
}

const SERIAL = /^[\w.-]{1,64}$/;

/**
 * Every route declares one of three kinds: `config.permission` (a signed-in user with that
 * permission), `config.public`, or `config.device`; the server refuses to start otherwise. Each
 * handler runs through runTenantWork: one transaction that binds the tenant and the caller first and
 * commits only when the handler succeeds, then runs the after-commit tasks.
 */
export function installRouteGuard(
  app: FastifyInstance,
  database: Database,
  options: RouteGuardOptions = {},
): void {
  const sessions = new SessionCache();
  const tokens = new TokenCache(options.tokenCacheMs ?? 0);
  app.addHook('onRoute', (route: RouteOptions) => {
    // A GET's automatic HEAD route is registered with the GET's options as they were before this
    // hook wrapped its handler, so it is guarded here like any other route: left alone, a HEAD ran
    // the bare handler without a session and answered 500.
    const config = route.config ?? {};
    const kinds = [config.permission, config.public, config.device].filter(Boolean).length;
    if (kinds !== 1) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare exactly one of config.permission, config.public or config.device`,
      );
    }
    if (config.device && !options.devices) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is a device route but no device directory is set`,
      );
    }
    const original = route.handler;
    const guard: GuardOptions | null = config.permission
      ? {
          permission: config.permission,
          allowPendingPasswordChange: config.allowPendingPasswordChange ?? false,
        }
      : null;
    const devices = config.device ? options.devices : undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const readOnly = guard !== null && !config.writes && methods.every((m) => m === 'GET' || m === 'HEAD');
    // The OpenAPI document says which GETs write (an export's file row), so the fuzz holds them to
    // the writes' rule ("refused but wrote") instead of "a GET never writes".
    if (config.writes && route.schema)
      route.schema = { ...route.schema, 'x-writes': true } as typeof route.schema;
    route.handler = async function guarded(request, reply) {
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
        // A read may reuse the token row a recent request read (ADR 21); a write reads it afresh.
        const cached = lookup && readOnly ? tokens.get(lookup.accessHash) : undefined;
        result = await runTenantWork(
          database,
          {
            requestId: request.id,
            ip: request.ip,
            log: request.log,
            tenant: lookup?.tenant,
            firstRead: lookup && !cached ? accessTokenLookupSql(lookup.tenant, lookup.accessHash) : undefined,
            readOnly,
          },
          async (ctx, firstRead) => {
            request.ctx = ctx;
            if (guard) {
              const read = firstRead ? (tokenRowFrom(firstRead) ?? null) : undefined;
              if (lookup && read) tokens.set(lookup.accessHash, lookup.tenant, read);
              await authenticate(
                ctx,
                {
                  authorization: request.headers.authorization,
                  activeBranch: request.headers['x-active-branch'] as string | undefined,
                },
                guard,
                sessions,
                cached ?? read,
              );
            } else if (devices) {
              await identifyDevice(ctx, devices, request.query);
            }
            return original.call(this, request, reply);
          },
        );
      } finally {
        reply.send = send;
        // Whatever a write changed (a logout, a role), this process's reads see it next (ADR 21).
        const companyId = request.ctx?.companyId;
        if (!readOnly && companyId !== null && companyId !== undefined) tokens.forgetCompany(companyId);
      }
      if (held) return send(held.payload);
      return result;
    };
  });
}

/** A device names itself with `SN`; an unknown serial is still served (its data waits for a company). */
async function identifyDevice(ctx: RequestContext, devices: DeviceDirectory, query: unknown): Promise<void> {
  const serial = (query as Record<string, unknown> | undefined)?.SN;
  if (typeof serial !== 'string' || !SERIAL.test(serial)) throw unauthorized(HTTP_MESSAGES.unknownDevice);
  const known = await devices.identify(ctx.tx, serial);
  ctx.device = { serial, id: known?.deviceId ?? null };
  if (known) await ctx.useCompany(known.companyId);
}
