import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Leave types (/hrm/leaves/settings/leavetypes) and the employee's choice of them (/hrm/leave-types-by-employee). */
export async function leaveTypeRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
