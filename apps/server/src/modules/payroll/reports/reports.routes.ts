import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** The payroll register, statutory remittance schedules and the admin dashboard (helper G). */
export async function registerReports(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
