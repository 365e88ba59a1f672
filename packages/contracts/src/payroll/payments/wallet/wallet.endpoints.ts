import { defineEndpoint } from '../../../platform/endpoint.ts';
import { listPage } from '../../../platform/envelope.ts';
import { idParamsSchema } from '../../../platform/params.ts';
import {
  payinInputSchema,
  payinListQuerySchema,
  payinSchema,
  transferListQuerySchema,
  transferSchema,
  walletSchema,
  walletSettingsInputSchema,
  walletSettingsSchema,
  walletStatsSchema,
} from './wallet.ts';

const VIEW = 'view payment wallet';
const MANAGE = 'manage payments';
const BASE = '/payroll/payment-management/wallets';
const tags = ['payroll'] as const;

/**
 * The company wallet (spec 3 §7 "wallets/*", ambiguity 27: under payroll/payment-management; issue
 * 21, ADR 57): stats, the wallet, pay-ins (top-ups), payout transfers and their retry, settings.
 */
export const walletEndpoints = {
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats`,
    description:
      'Balance (the ledger’s sum), paid this month, pending and failed transfers, six months of ins and outs, and the last reconciliation with the provider.',
    response: walletStatsSchema,
    permission: VIEW,
    tags,
  }),
  wallet: defineEndpoint({
    method: 'GET',
    path: BASE,
    response: walletSchema,
    permission: VIEW,
    tags,
  }),
  payins: defineEndpoint({
    method: 'GET',
    path: `${BASE}/payins`,
    query: payinListQuerySchema,
    response: listPage(payinSchema),
    permission: VIEW,
    tags,
  }),
  createPayin: defineEndpoint({
    method: 'POST',
    path: `${BASE}/payins`,
    description:
      'A top-up: a pending pay-in the company then pays into the virtual account; the provider’s webhook settles it.',
    body: payinInputSchema,
    response: payinSchema,
    status: 201,
    permission: MANAGE,
    tags,
  }),
  payin: defineEndpoint({
    method: 'GET',
    path: `${BASE}/payins/:id`,
    params: idParamsSchema,
    response: payinSchema,
    permission: VIEW,
    tags,
  }),
  transfers: defineEndpoint({
    method: 'GET',
    path: `${BASE}/transfers`,
    description: 'Payout transfers, each with its status and the payment schedule line it pays.',
    query: transferListQuerySchema,
    response: listPage(transferSchema),
    permission: VIEW,
    tags,
  }),
  transfer: defineEndpoint({
    method: 'GET',
    path: `${BASE}/transfers/:id`,
    params: idParamsSchema,
    response: transferSchema,
    permission: VIEW,
    tags,
  }),
  retryTransfer: defineEndpoint({
    method: 'POST',
    path: `${BASE}/transfers/:id/retry`,
    description:
      'Retries a failed transfer as a new transfer for the same line, to the employee’s current bank details (the re-route). Refused when the balance does not cover it.',
    params: idParamsSchema,
    response: transferSchema,
    status: 201,
    permission: MANAGE,
    tags,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${BASE}/settings`,
    response: walletSettingsSchema,
    permission: VIEW,
    tags,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/settings`,
    body: walletSettingsInputSchema,
    response: walletSettingsSchema,
    permission: MANAGE,
    tags,
  }),
};
