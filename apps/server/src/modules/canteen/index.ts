import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';

/** The canteen (issue 20): meal plans, canteen points, meals and the payroll deduction of their share. */
export async function registerCanteenModule(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
