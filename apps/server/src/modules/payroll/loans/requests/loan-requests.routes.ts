import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';

/** Loan requests, their approval through the engine, and what an employee may still borrow (issue 20). */
export async function registerLoanRequests(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
