import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAYROLL_AUDIT_ENTITIES, type PayrollAuditEntity } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { containing, selectedPage } from '../../../../platform/db/paging.ts';
import { auditLogs } from '../../../../db/schema/index.ts';
import { auditEntryColumns } from '../../../../platform/audit/audit.repository.ts';

/** Payroll's entries of the audit log (ADR 48). Every statement names the company beside RLS. */

export interface TrailFilter {
  entity?: PayrollAuditEntity | undefined;
  search?: string | undefined;
  /** Days in `timezone`, both included. */
  from?: string | undefined;
  to?: string | undefined;
  timezone: string;
}

function whereOf(companyId: number, f: TrailFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(auditLogs.companyId, companyId),
    f.entity ? eq(auditLogs.entity, f.entity) : inArray(auditLogs.entity, [...PAYROLL_AUDIT_ENTITIES]),
  ];
  if (f.search) {
    const like = containing(f.search);
    conditions.push(
      or(sql`${auditLogs.actorName} ILIKE ${like}`, sql`${auditLogs.description} ILIKE ${like}`),
    );
  }
  // The day's bounds as instants, so the (company, created_at) index serves the range.
  if (f.from)
    conditions.push(sql`${auditLogs.createdAt} >= (${f.from}::date::timestamp AT TIME ZONE ${f.timezone})`);
  if (f.to)
    conditions.push(
      sql`${auditLogs.createdAt} < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timezone})`,
    );
  return and(...conditions);
}

export async function listTrail(tx: Tx, companyId: number, f: TrailFilter, limit: number, offset: number) {
  const where = whereOf(companyId, f);
  const order = [desc(auditLogs.createdAt), desc(auditLogs.id)];
  return selectedPage(tx, { columns: auditEntryColumns, from: auditLogs, where, order }, { limit, offset });
}

/** One payroll entry; undefined for another module's entry or another company's. */
export async function findEntry(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({
      ...auditEntryColumns,
      actor_user_id: auditLogs.actorUserId,
      before: auditLogs.before,
      after: auditLogs.after,
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.companyId, companyId),
        eq(auditLogs.id, id),
        inArray(auditLogs.entity, [...PAYROLL_AUDIT_ENTITIES]),
      ),
    )
    .limit(1);
  return row;
}
