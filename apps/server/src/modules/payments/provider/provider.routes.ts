import type { FastifyInstance } from 'fastify';
import { PAYMENT_PROVIDER_MESSAGES as M, paymentProviderEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './provider.service.ts';
import { receiveWebhook } from './webhook.ts';
import { SIGNATURE_HEADER } from './webhook-signature.ts';

/** A provider retries in bursts after an outage; beyond this per address and minute it waits. */
const webhookThrottle = {
  max: 600,
  timeWindow: '1 minute',
};

/** Banks, verification, virtual accounts and the provider's webhook (issue 21, ADR 57). */
export async function registerProviderRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.banks, M.banksListed, 'context', service.listBanks);
  route(app, E.verifyAccount, async (req) =>
    ok(
      M.accountVerified,
      await service.verifyAccount(signedIn(req), req.query.account_number, req.query.bank_code),
    ),
  );
  route(app, E.virtualAccounts, async (req) => {
    const ctx = signedIn(req);
    return ok(M.virtualAccountsListed, await service.virtualAccounts(ctx.tx, ctx.companyId));
  });
  route(app, E.createVirtualAccount, async (req) => {
    const ctx = signedIn(req);
    return ok(M.virtualAccountCreated, await service.ensureVirtualAccount(ctx.tx, ctx.companyId));
  });
  // The signature is over the raw bytes, so this scope keeps JSON bodies as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope,
      E.webhook,
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const answer = await receiveWebhook(req.ctx, req.params.provider, raw, req.headers[SIGNATURE_HEADER]);
        return ok(answer.duplicate ? M.webhookDuplicate : M.webhookReceived, answer);
      },
      { config: { rateLimit: webhookThrottle } },
    );
  });
}
