import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerPaymentOptions } from './options/index.ts';
import { registerSalaryPayments } from './uploads/index.ts';
import { registerApprovedPayments } from './approved/approved.routes.ts';
import { registerPaymentProvider } from './provider/index.ts';
import { registerWallet } from './wallet/wallet.module.ts';

/**
 * Salary payments (issue 21): payment options and bank files, the payment provider and company
 * wallet, payment uploads and approved payments. Each area adds its one registration line.
 */
export async function registerPaymentsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerPaymentOptions(app, deps);
  await registerSalaryPayments(app, deps);
  await registerApprovedPayments(app, deps);
  await registerPaymentProvider(app, deps);
  await registerWallet(app, deps);
}
