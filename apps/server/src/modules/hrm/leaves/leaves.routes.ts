import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Leave requests: admin, self-service and approvals (/hrm/leaves...). */
export async function leaveRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
