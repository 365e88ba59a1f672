import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Pay packages, their assignment and the worked payslip preview (helper C). */
export async function registerPackages(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
