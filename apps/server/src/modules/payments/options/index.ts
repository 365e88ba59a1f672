import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { BankFileFormat } from '../bank-files/index.ts';
import { paymentOptionRoutes } from './payment-options.routes.ts';
import { findOptionKind } from './payment-options.repository.ts';

/**
 * Payment options and mandates (issue 21, ADR 58). Other areas import this file only: payment
 * uploads read an option's kind and register how they count an option's uses.
 */
export { registerPaymentOptionUse, type PaymentOptionUseCounter } from './payment-option-uses.ts';

/** What payment uploads need of an option: how its schedules are paid. */
export interface PaymentOptionRow {
  id: number;
  name: string;
  type: 'bank_file' | 'wallet';
  bank_file_format: BankFileFormat | null;
}

/** The company's option by id, or null (another company's id included). */
export function findPaymentOption(tx: Tx, companyId: number, id: number): Promise<PaymentOptionRow | null> {
  return findOptionKind(tx, companyId, id);
}

export async function registerPaymentOptions(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await paymentOptionRoutes(app, deps);
}
