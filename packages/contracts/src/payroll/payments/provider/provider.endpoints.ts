import { z } from 'zod';
import { defineEndpoint } from '../../../platform/endpoint.ts';
import { bankSchema } from '../../../lookups.ts';
import {
  verifiedAccountSchema,
  verifyAccountQuerySchema,
  virtualAccountSchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from './provider.ts';

const VIEW = 'view payment wallet';
const MANAGE = 'manage payments';
const BASE = '/payroll/payment-management/payments';
const tags = ['payroll'] as const;

/**
 * The payment provider's calls (spec 3 §7 "payments/*", ambiguity 27: under
 * payroll/payment-management; issue 21, ADR 57).
 */
export const paymentProviderEndpoints = {
  banks: defineEndpoint({
    method: 'GET',
    path: `${BASE}/banks`,
    description: 'Nigerian banks with their CBN codes, as transfers and verification take them.',
    response: z.array(bankSchema),
    permission: VIEW,
    tags,
  }),
  verifyAccount: defineEndpoint({
    method: 'GET',
    path: `${BASE}/verify-account-number`,
    description:
      "The account holder's name, from the provider. An account the bank does not know is a 404 with a clear message.",
    query: verifyAccountQuerySchema,
    response: verifiedAccountSchema,
    permission: VIEW,
    tags,
  }),
  virtualAccounts: defineEndpoint({
    method: 'GET',
    path: `${BASE}/virtual-accounts`,
    description: "The wallet's virtual account(s): the account the company pays into to top the wallet up.",
    response: z.array(virtualAccountSchema),
    permission: VIEW,
    tags,
  }),
  createVirtualAccount: defineEndpoint({
    method: 'POST',
    path: `${BASE}/virtual-accounts`,
    description:
      'Opens the wallet’s virtual account with the current provider; a wallet that has one gets it back unchanged.',
    response: virtualAccountSchema,
    status: 201,
    permission: MANAGE,
    tags,
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: `${BASE}/webhooks/:provider`,
    description:
      'The provider’s outcomes (pay-in received, transfer succeeded or failed). Public, but signed: an HMAC-SHA512 of the raw JSON body with the webhook secret, hex, in `x-clockroom-signature`. An unsigned or wrongly signed call is a 401 and changes nothing; an event id seen before is answered 200 with `duplicate: true` and ignored.',
    params: webhookParamsSchema,
    response: webhookAnswerSchema,
    public: true,
    tags,
  }),
};
