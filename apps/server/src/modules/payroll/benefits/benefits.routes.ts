import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Benefit and deduction types and records, their approval and their pay item source (issue 20). */
export async function registerBenefitDeductions(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
