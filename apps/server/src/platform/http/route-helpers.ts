import type { FastifyRequest } from 'fastify';
import type { SignedInContext } from './context.ts';

/** The context of a guarded route: the guard has already bound company, user and token. */
export function signedIn(request: FastifyRequest): SignedInContext {
  const ctx = request.ctx;
  if (ctx.user === null || ctx.companyId === null || ctx.tokenId === null)
    throw new Error('route is not guarded');
  return ctx as SignedInContext;
}

export const ok = <T>(message: string, data: T) => ({ message, data });
