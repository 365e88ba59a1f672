import type { FastifyInstance } from 'fastify';
import {
  ALWAYS_INCLUDED_MODULES,
  BILLING_ENDPOINTS as E,
  BILLING_MESSAGES as M,
  BILLING_PLANS,
  MODULE_NAMES,
  MODULE_PRICES,
  PACKAGE_MODULES,
  toPaging,
} from '@clockroom/contracts';
import { route } from '../../platform/http/endpoint-route.ts';
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
  // Returned, not sent: the guard answers only after the transaction commits, so a client never holds
  // a reference whose row could still roll back.
  route(
    app,
    E.initializePayment,
    async (req) => ok(M.paymentStarted, await payments.initializePayment(req.ctx, provider, req.body)),
    { config: { rateLimit: throttle(60) } },
  );
  route(
    app,
    E.sandboxCharge,
    async (req) => ok(M.paymentSucceeded, await payments.sandboxCharge(req.ctx, provider, req.body)),
    { config: { rateLimit: throttle(30) } },
  );
  route(
    app,
    E.subscribe,
    async (req) => ok(M.subscriptionActivated, await activateSubscription(req.ctx, provider, req.body)),
    { config: { rateLimit: throttle(60) } },
  );
  route(app, E.orderHistory, async (req) =>
    ok(M.orderHistoryLoaded, await payments.orderHistory(signedIn(req), toPaging(req.query))),
  );
  serviceRoute(app, E.renewalDefaults, M.renewalDefaultsLoaded, 'context', payments.renewalDefaults);
}
