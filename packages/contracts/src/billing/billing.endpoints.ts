import { subscriptionSchema } from '../auth/schemas.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import {
  BILLING_PERMISSION,
  orderSchema,
  paymentInitializeSchema,
  paymentInitializedSchema,
  planSchema,
  renewalDefaultsSchema,
  sandboxChargeResultSchema,
  sandboxChargeSchema,
  subscriptionStateSchema,
} from './schemas.ts';

const tags = ['billing'];

/**
 * Plans, the checkout (spec 1 §7: public, since a company pays before anyone of it can sign in; the
 * server throttles them per address) and the admin's order history and renewal defaults.
 */
export const BILLING_ENDPOINTS = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/billing/plans',
    response: listPage(planSchema),
    public: true,
  }),
  /** Prices the order and opens a pending payment under a reference. */
  initializePayment: defineEndpoint({
    method: 'POST',
    path: '/auth/company/payment/initialize',
    body: paymentInitializeSchema,
    response: paymentInitializedSchema,
    status: 201,
    public: true,
    tags,
  }),
  sandboxCharge: defineEndpoint({
    method: 'POST',
    path: '/auth/company/payment/sandbox-charge',
    body: sandboxChargeSchema,
    response: sandboxChargeResultSchema,
    public: true,
    tags,
  }),
  /** Verifies a paid reference and activates the subscription. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/auth/company/subscription',
    body: subscriptionSchema,
    response: subscriptionStateSchema,
    public: true,
    tags,
  }),
  orderHistory: defineEndpoint({
    method: 'GET',
    path: '/billing/order-history',
    query: pagingQuerySchema,
    response: listPage(orderSchema),
    permission: BILLING_PERMISSION,
  }),
  renewalDefaults: defineEndpoint({
    method: 'GET',
    path: '/billing/renewal-defaults',
    response: renewalDefaultsSchema,
    permission: BILLING_PERMISSION,
  }),
};
