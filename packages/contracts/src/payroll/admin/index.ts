/** Payroll contracts: Audit trail, payment history upload, batching and grouping (helper H). Every file of the area is exported from here. */
import { AUDIT_TRAIL_MESSAGES } from './audit-trail.ts';
import { BATCH_GROUP_MESSAGES } from './batch-groups-messages.ts';
import { HISTORY_UPLOAD_MESSAGES } from './history-uploads-messages.ts';

export * from './audit-trail.ts';
export * from './audit-trail.endpoints.ts';
export * from './batch-groups-messages.ts';
export * from './batch-groups.ts';
export * from './batch-groups.endpoints.ts';
export * from './history-uploads-messages.ts';
export * from './history-uploads.ts';
export * from './history-uploads.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_ADMIN_MESSAGE_TABLES = {
  payroll_audit_trail: AUDIT_TRAIL_MESSAGES,
  payroll_history_uploads: HISTORY_UPLOAD_MESSAGES,
  payroll_batch_groups: BATCH_GROUP_MESSAGES,
} as const;
