import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { billingRoutes } from './billing.routes.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

export type { PaymentProvider } from './payment-provider.ts';

/**
 * Plans, payment and subscription activation. The sandbox is the only provider until a real gateway
 * is wired (and this install has no network); tests may pass their own.
 */
export async function registerBillingModule(
  app: FastifyInstance,
  _deps: AppDeps,
  provider: PaymentProvider = new SandboxPaymentProvider(),
): Promise<void> {
  await billingRoutes(app, provider);
}
