import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { selectedPage } from '../db/paging.ts';

export interface AuditRow {
  actorUserId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  description: string;
  before: unknown;
  after: unknown;
  requestId: string;
  ip: string;
}

export async function insertAudit(tx: Tx, companyId: number, row: AuditRow): Promise<void> {
  await tx.insert(auditLogs).values({ ...row, companyId });
}

/** What a list of the audit log shows of each entry: the company's log and payroll's trail. */
export const auditEntryColumns = {
  id: auditLogs.id,
  action: auditLogs.action,
  entity: auditLogs.entity,
  entity_id: auditLogs.entityId,
  description: auditLogs.description,
  actor_name: auditLogs.actorName,
  created_at: auditLogs.createdAt,
};

export async function listAudit(
  tx: Tx,
  companyId: number,
  opts: { offset: number; limit: number; search?: string | undefined; actorUserId?: number | undefined },
) {
  const conditions: (SQL | undefined)[] = [eq(auditLogs.companyId, companyId)];
  if (opts.search) {
    const like = `%${opts.search}%`;
    conditions.push(
      or(ilike(auditLogs.description, like), ilike(auditLogs.actorName, like), ilike(auditLogs.entity, like)),
    );
  }
  if (opts.actorUserId !== undefined) conditions.push(sql`${auditLogs.actorUserId} = ${opts.actorUserId}`);
  const where = and(...conditions);
  const order = [desc(auditLogs.createdAt), desc(auditLogs.id)];
  return selectedPage(tx, { columns: auditEntryColumns, from: auditLogs, where, order }, opts);
}
