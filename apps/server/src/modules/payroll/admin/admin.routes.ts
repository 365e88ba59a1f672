import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { auditTrailRoutes } from './audit-trail/audit-trail.routes.ts';
import { batchGroupRoutes } from './batch-groups/batch-groups.routes.ts';
import { historyUploadRoutes } from './history-uploads/history-uploads.routes.ts';

/** Audit trail, payment history upload, batching and grouping (helper H; ADR 48). */
export async function registerAdmin(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await auditTrailRoutes(app);
  await batchGroupRoutes(app);
  await historyUploadRoutes(app);
}
