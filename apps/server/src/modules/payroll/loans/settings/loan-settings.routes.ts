import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';

/** Loan types, caps and loan approval settings (issue 20). */
export async function registerLoanSettings(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
