import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** The leave and exemption usage reports and their downloads (/hrm/reports...). */
export async function hrmReportRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
