import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { BatchGroup, BatchGroupRow, BatchGroupValues } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { containing, selectedPage } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { expectRow } from '../../../../platform/db/rows.ts';
import {
  payrollBatchGroupEmployees as members,
  payrollBatchGroups as groups,
} from '../../../../db/schema/index.ts';
import { memberOf } from './batch-group-members.repository.ts';

/** Batch groups (spec 3 "batching-and-grouping"). Every statement names the company beside RLS. */

const G = 'payroll_batch_groups';

const rowColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  batch_by: groups.batchBy,
  bank_ids: groups.bankIds,
  branch_ids: groups.branchIds,
  banks: sql<{ id: number; bank_name: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', b.id, 'bank_name', b.name) ORDER BY b.name, b.id), '[]'::json)
    FROM banks b WHERE b.id = ANY(${sql.raw(G)}.bank_ids))`,
  branches: sql<{ id: number; station_name: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', s.id, 'station_name', s.station_name)
      ORDER BY s.station_name, s.id), '[]'::json)
    FROM branches s WHERE s.company_id = ${sql.raw(G)}.company_id AND s.id = ANY(${sql.raw(G)}.branch_ids))`,
  employees_count: sql<number>`(SELECT count(*)::int FROM employees e
    WHERE e.company_id = ${sql.raw(G)}.company_id AND e.archived_at IS NULL AND ${memberOf(G, 'e')})`,
  created_at: groups.createdAt,
  updated_at: groups.updatedAt,
};

type Selected = Omit<BatchGroupRow, 'batch_by' | 'created_at' | 'updated_at'> & {
  batch_by: string;
  created_at: Date;
  updated_at: Date;
};

const toRow = (r: Selected): BatchGroupRow => ({
  ...r,
  batch_by: r.batch_by as BatchGroupRow['batch_by'],
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function listGroups(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(groups.companyId, companyId),
    search ? ilike(groups.name, containing(search)) : undefined,
  );
  const order = [asc(groups.name), asc(groups.id)];
  return selectedPage(tx, { columns: rowColumns, from: groups, where, order }, { limit, offset }, toRow);
}

export async function findGroup(tx: Tx, companyId: number, id: number): Promise<BatchGroup | undefined> {
  const [row] = await tx
    .select({
      ...rowColumns,
      employees: sql<{ id: number; name: string; pin: string | null }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', e.id, 'name', e.first_name || ' ' || e.last_name, 'pin', e.pin)
          ORDER BY e.first_name, e.last_name, e.id), '[]'::json)
        FROM payroll_batch_group_employees m
        JOIN employees e ON e.company_id = m.company_id AND e.id = m.employee_id
        WHERE m.company_id = ${sql.raw(G)}.company_id AND m.group_id = ${sql.raw(G)}.id)`,
    })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), eq(groups.id, id)))
    .limit(1);
  if (!row) return undefined;
  const { employees, ...rest } = row;
  return { ...toRow(rest), employees, employee_ids: employees.map((e) => e.id) };
}

/** How many of `ids` are known: banks (a shared list), or this company's branches or employees. */
export async function countKnown(
  tx: Tx,
  companyId: number,
  kind: 'banks' | 'branches' | 'employees',
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const list = sql`${pgArray(ids)}::bigint[]`;
  const query =
    kind === 'banks'
      ? sql`SELECT count(*)::int AS n FROM banks WHERE id = ANY(${list})`
      : sql`SELECT count(*)::int AS n FROM ${sql.raw(kind)} WHERE company_id = ${companyId} AND id = ANY(${list})`;
  const r = await tx.execute<{ n: number }>(query);
  return Number(r.rows[0]?.n ?? 0);
}

const values = (v: BatchGroupValues) => ({
  name: v.name,
  description: v.description,
  batchBy: v.batch_by,
  bankIds: v.bank_ids,
  branchIds: v.branch_ids,
});

/** A custom group's employees, replaced whole. */
async function writeMembers(tx: Tx, companyId: number, groupId: number, employeeIds: readonly number[]) {
  await tx.delete(members).where(and(eq(members.companyId, companyId), eq(members.groupId, groupId)));
  if (employeeIds.length > 0)
    await tx.insert(members).values(employeeIds.map((employeeId) => ({ companyId, groupId, employeeId })));
}

export async function insertGroup(tx: Tx, companyId: number, v: BatchGroupValues): Promise<number> {
  const { id } = expectRow(
    await tx
      .insert(groups)
      .values({ companyId, ...values(v) })
      .returning({ id: groups.id }),
    'the new batch group',
  );
  await writeMembers(tx, companyId, id, v.employee_ids);
  return id;
}

export async function updateGroup(tx: Tx, companyId: number, id: number, v: BatchGroupValues): Promise<void> {
  await tx
    .update(groups)
    .set({ ...values(v), updatedAt: new Date() })
    .where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
  await writeMembers(tx, companyId, id, v.employee_ids);
}

/** The group and (by the foreign key's cascade) its members. */
export async function deleteGroup(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(groups).where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
}
