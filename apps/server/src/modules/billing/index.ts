import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { billingRoutes } from './billing.routes.ts';
import type { PaymentProvider } from './payment-provider.ts';
import path from 'node:path';
import { DisabledPaymentProvider } from './disabled-payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

export type { PaymentProvider } from './payment-provider.ts';

/** The gateway PAYMENT_PROVIDER names; the sandbox keeps its ledger in the data directory. */
function configuredProvider(deps: AppDeps): PaymentProvider {
  if (deps.config.paymentProvider === 'disabled') return new DisabledPaymentProvider();
  return new SandboxPaymentProvider(undefined, path.join(deps.config.dataDir, 'sandbox-payments.json'));
}

/**
 * Plans, payment and subscription activation. The sandbox is the only gateway until a real one is
 * wired (and this install has no network); PAYMENT_PROVIDER=disabled turns online payment off.
 */
export async function registerBillingModule(
  app: FastifyInstance,
  deps: AppDeps,
  provider: PaymentProvider = configuredProvider(deps),
): Promise<void> {
  await billingRoutes(app, provider);
}
