import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { sendTransfer } from '../wallet/payout.ts';
import { loadPaymentsConfig } from './provider-config.ts';
import { setPaymentsRuntime } from './provider-runtime.ts';
import { registerProviderRoutes } from './provider.routes.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { receiveWebhook } from './webhook.ts';
import { signBody } from './webhook-signature.ts';

/**
 * The payment provider (issue 21, ADR 57): its configuration (the server refuses to start with the
 * sandbox in production unless told to), the jobs that talk to it, and its routes.
 */
export async function registerPaymentProvider(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = loadPaymentsConfig(deps.config.dataDir);
  const sendTransfers = deps.jobs.defineTenantJob<{ transferIds: number[] }>({
    kind: 'payments.send-transfers',
    actor: 'system',
    retryLimit: 5,
    // One transaction per transfer: one the provider refuses does not hold back the others.
    run: async (job) => {
      for (const id of job.payload.transferIds)
        await job.tenant((ctx) => sendTransfer(ctx.tx, job.companyId, id));
    },
  });
  const sandboxWebhook = deps.jobs.defineTenantJob<{ body: string }>({
    kind: 'payments.sandbox-webhook',
    actor: 'system',
    // Signed here and checked by the webhook's own code, as a real provider's call would be.
    run: (job) =>
      job.tenant((ctx) =>
        receiveWebhook(
          ctx,
          sandboxProvider.name,
          job.payload.body,
          signBody(config.webhookSecret, job.payload.body),
        ),
      ),
  });
  setPaymentsRuntime({ config, provider: sandboxProvider, jobs: deps.jobs, sendTransfers, sandboxWebhook });
  await registerProviderRoutes(app);
}
