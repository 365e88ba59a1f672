import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** The payroll run: salary schedule, its job, confirm, downloads and variance (helper D). */
export async function registerSchedule(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
