import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALWAYS_INCLUDED_MODULES,
  BILLING_MESSAGES as M,
  BILLING_PERMISSION,
  BILLING_PLANS,
  MODULE_NAMES,
  MODULE_PRICES,
  PACKAGE_MODULES,
  envelope,
  listEnvelope,
  orderSchema,
  pagingQuerySchema,
  renewalDefaultsSchema,
  paymentInitializeSchema,
  paymentInitializedSchema,
  planSchema,
  sandboxChargeResultSchema,
  sandboxChargeSchema,
  subscriptionSchema,
  subscriptionStateSchema,
  toPaging,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import type { PaymentProvider } from './payment-provider.ts';
import * as payments from './payments.service.ts';
import { activateSubscription } from './subscription.service.ts';

const tags = ['billing'];

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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/billing/plans',
    { config: { public: true }, schema: { tags, response: { 200: listEnvelope(planSchema) } } },
    async () => ok(M.plansLoaded, { results: plans, total: plans.length }),
  );

  api.post(
    '/auth/company/payment/initialize',
    {
      config: { public: true, rateLimit: throttle(60) },
      schema: { tags, body: paymentInitializeSchema, response: { 201: envelope(paymentInitializedSchema) } },
    },
    async (req, reply) => {
      const data = await payments.initializePayment(req.ctx, provider, req.body);
      // Returned, not sent: the guard answers only after the transaction commits, so a client never
      // holds a reference whose row could still roll back.
      void reply.code(201);
      return ok(M.paymentStarted, data);
    },
  );

  api.post(
    '/auth/company/payment/sandbox-charge',
    {
      config: { public: true, rateLimit: throttle(30) },
      schema: { tags, body: sandboxChargeSchema, response: { 200: envelope(sandboxChargeResultSchema) } },
    },
    async (req) => ok(M.paymentSucceeded, await payments.sandboxCharge(req.ctx, provider, req.body)),
  );

  api.post(
    '/auth/company/subscription',
    {
      config: { public: true, rateLimit: throttle(60) },
      schema: { tags, body: subscriptionSchema, response: { 200: envelope(subscriptionStateSchema) } },
    },
    async (req) => ok(M.subscriptionActivated, await activateSubscription(req.ctx, provider, req.body)),
  );

  api.get(
    '/billing/order-history',
    {
      config: { permission: BILLING_PERMISSION },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: listEnvelope(orderSchema) } },
    },
    async (req) => ok(M.orderHistoryLoaded, await payments.orderHistory(signedIn(req), toPaging(req.query))),
  );

  api.get(
    '/billing/renewal-defaults',
    {
      config: { permission: BILLING_PERMISSION },
      schema: { tags, response: { 200: envelope(renewalDefaultsSchema) } },
    },
    async (req) => ok(M.renewalDefaultsLoaded, await payments.renewalDefaults(signedIn(req))),
  );
}
