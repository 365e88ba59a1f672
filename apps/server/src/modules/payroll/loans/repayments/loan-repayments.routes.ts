import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';

/** Disbursements, refunds and the payroll deduction of instalments (issue 20). */
export async function registerLoanRepayments(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
