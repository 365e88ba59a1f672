import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Exemption requests: self-service, admin and approvals (/hrm/exemptions...). */
export async function exemptionRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
