import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerPaymentUploads } from './uploads.routes.ts';

/** Payment uploads (issue 21, ADR 59): the maker, the checkers and paying. */
export async function registerSalaryPayments(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerPaymentUploads(app, deps);
}
