import type { RequestContext } from '../../../platform/http/context.ts';
import type { JobKind, JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Tx } from '../../../platform/db/database.ts';
import type { PaymentsConfig } from './provider-config.ts';
import type { PayoutProvider } from './payout-provider.ts';

/**
 * The process's payment provider and the queue its work goes through, set once when the payments
 * module registers (the wallet's payout API is called with a bare transaction, so it cannot be
 * handed them).
 */
interface Runtime {
  config: PaymentsConfig;
  provider: PayoutProvider;
  jobs: JobQueue;
  /** Sends a payout's pending transfers to the provider. */
  sendTransfers: JobKind<{ transferIds: number[] }>;
  /** Delivers a sandbox outcome through the webhook's own checks. */
  sandboxWebhook: JobKind<{ body: string }>;
}

let runtime: Runtime | undefined;

export function setPaymentsRuntime(value: Runtime): void {
  runtime = value;
}

/** False only outside the app (the demo seed), where no job queue runs. */
export function paymentsRunning(): boolean {
  return runtime !== undefined;
}

export function payments(): Runtime {
  if (!runtime) throw new Error('the payments module is not registered');
  return runtime;
}

/**
 * Queues a job in `tx` for `companyId`. The queue records who asked from a request context; work
 * queued from the payout API or a webhook is the system's, so the context carries no user.
 */
export function queueJob<P>(
  tx: Tx,
  companyId: number,
  kind: JobKind<P>,
  payload: P,
  startAfterSeconds = 0,
): Promise<number> {
  const ctx = { tx, companyId, user: undefined } as unknown as RequestContext;
  return payments().jobs.enqueue(ctx, kind, payload, { startAfterSeconds });
}
