import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Audit trail, payment history upload, batching and grouping (helper H). */
export async function registerAdmin(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
