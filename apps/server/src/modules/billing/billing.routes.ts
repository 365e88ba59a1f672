import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ALWAYS_INCLUDED_MODULES,
  BILLING_ENDPOINTS as E,
  BILLING_MESSAGES as M,
  BILLING_PLANS,
  MODULE_NAMES,
  MODULE_PRICES,
  PACKAGE_MODULES,
  toPaging,
  type EndpointDefinition,
} from '@clockroom/contracts';
import type { RequestContext } from '../../platform/http/context.ts';
import { route, type EndpointReply, type EndpointRequest } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import type { PaymentProvider } from './payment-provider.ts';
import * as payments from './payments.service.ts';
import { activateSubscription } from './subscription.service.ts';

/** Public payment calls create rows and try cards, so they are throttled per address like sign-up. */
const throttle = (max: number) => ({
  max,
  timeWindow: '1 minute',
  errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({
    statusCode: 429,
    message: M.tooManyPaymentAttempts(context.ttl / 1000),
  }),
});

/**
 * A public payment call: its service gets the request's context (no one is signed in), the provider
 * and the body. Returned, not sent: the guard answers only after the transaction commits, so a client
 * never holds a reference whose row could still roll back.
 */
function paymentRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  provider: PaymentProvider,
  endpoint: E,
  message: string,
  answer: (
    ctx: RequestContext,
    provider: PaymentProvider,
    body: EndpointRequest<E>['body'],
  ) => Promise<z.input<E['response']>>,
  max: number,
): void {
  route(
    app,
    endpoint,
    async (req) => ok(message, await answer(req.ctx, provider, req.body)) as EndpointReply<E>,
    { config: { rateLimit: throttle(max) } },
  );
}

const plans = BILLING_PLANS.map((plan) => ({
  ...plan,
  modules: PACKAGE_MODULES.map((module) => ({
    module,
    name: MODULE_NAMES[module],
    price_per_employee: MODULE_PRICES[module],
    always_included: ALWAYS_INCLUDED_MODULES.includes(module),
  })),
}));

export async function billingRoutes(app: FastifyInstance, provider: PaymentProvider): Promise<void> {
  route(app, E.plans, async () => ok(M.plansLoaded, { results: plans, total: plans.length }));
  paymentRoute(app, provider, E.initializePayment, M.paymentStarted, payments.initializePayment, 60);
  paymentRoute(app, provider, E.sandboxCharge, M.paymentSucceeded, payments.sandboxCharge, 30);
  paymentRoute(app, provider, E.subscribe, M.subscriptionActivated, activateSubscription, 60);
  route(app, E.orderHistory, async (req) =>
    ok(M.orderHistoryLoaded, await payments.orderHistory(signedIn(req), toPaging(req.query))),
  );
  serviceRoute(app, E.renewalDefaults, M.renewalDefaultsLoaded, 'context', payments.renewalDefaults);
}
