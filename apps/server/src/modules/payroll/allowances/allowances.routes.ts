import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Recurring allowances, extra allowances and employees' allowance claims (helper E). */
export async function registerAllowances(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
