import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { defineReconciliationJob } from './reconciliation.ts';
import { registerWalletRoutes } from './wallet.routes.ts';

/** The company wallet (issue 21, ADR 57): its routes and the daily reconciliation. */
export async function registerWallet(app: FastifyInstance, deps: AppDeps): Promise<void> {
  defineReconciliationJob(deps, app.log);
  await registerWalletRoutes(app);
}
