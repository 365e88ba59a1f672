import { sql } from 'drizzle-orm';
import type { TaskStatus, TaskStatusValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { tasks } from '../../../db/schema/index.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** The company's task statuses, the boards' columns (task_statuses; ADR 61). */

/** What a company starts with: To do, In progress, Review and Done. */
export const DEFAULT_TASK_STATUSES = [
  { name: 'To do', is_done: false },
  { name: 'In progress', is_done: false },
  { name: 'Review', is_done: false },
  { name: 'Done', is_done: true },
] as const;

type Raw = Record<string, unknown>;
const toStatus = (r: Raw): TaskStatus => ({
  id: Number(r['id']),
  name: String(r['name']),
  position: Number(r['position']),
  is_done: Boolean(r['is_done']),
  needs_approval: Boolean(r['needs_approval']),
  tasks_count: Number(r['tasks_count'] ?? 0),
});

const SELECT = sql`SELECT s.id, s.name, s.position, s.is_done, s.needs_approval,
    ${childCount(tasks, tasks.statusId, sql`s`, { type: 'bigint' })} AS tasks_count
  FROM task_statuses s`;

/**
 * Seeds the four columns for a company that never had any (ADR 61: lazily, on its first read). Two
 * first reads at once both try; the unique name index lets one win and the other insert nothing.
 */
export async function ensureStatuses(tx: Tx, companyId: number): Promise<void> {
  const any = await tx.execute(sql`SELECT 1 FROM task_statuses WHERE company_id = ${companyId} LIMIT 1`);
  if (any.rows.length > 0) return;
  for (const [i, s] of DEFAULT_TASK_STATUSES.entries())
    await tx.execute(sql`INSERT INTO task_statuses (company_id, name, position, is_done)
      VALUES (${companyId}, ${s.name}, ${i}, ${s.is_done}) ON CONFLICT DO NOTHING`);
}

export async function listStatuses(tx: Tx, companyId: number): Promise<TaskStatus[]> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE s.company_id = ${companyId} ORDER BY s.position, s.id`);
  return r.rows.map(toStatus);
}

export async function findStatus(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<TaskStatus | null> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE s.company_id = ${companyId} AND s.id = ${id}
    ${lock ? sql`FOR UPDATE OF s` : sql``}`);
  const row = r.rows[0];
  return row ? toStatus(row) : null;
}

/** The first column: where a new task starts. */
export async function firstStatusId(tx: Tx, companyId: number): Promise<number | null> {
  const r = await tx.execute<{ id: string | number }>(sql`SELECT id FROM task_statuses
    WHERE company_id = ${companyId} ORDER BY position, id LIMIT 1`);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

export async function insertStatus(tx: Tx, companyId: number, v: TaskStatusValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO task_statuses (company_id, name, position, is_done, needs_approval)
    VALUES (${companyId}, ${v.name},
      (SELECT COALESCE(max(position) + 1, 0) FROM task_statuses WHERE company_id = ${companyId}),
      ${v.is_done}, ${v.needs_approval})
    RETURNING id`);
  return Number(expectRow(r.rows, 'task status insert').id);
}

export async function updateStatus(
  tx: Tx,
  companyId: number,
  id: number,
  v: TaskStatusValues,
): Promise<void> {
  await tx.execute(sql`UPDATE task_statuses SET name = ${v.name}, is_done = ${v.is_done},
    needs_approval = ${v.needs_approval} WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Puts the status at its place among the columns and numbers them 0, 1, 2… again. */
export async function placeStatus(tx: Tx, companyId: number, id: number | null, position?: number) {
  const rows = await tx.execute<{ id: string | number }>(sql`SELECT id FROM task_statuses
    WHERE company_id = ${companyId} ORDER BY position, id FOR UPDATE`);
  const ids = rows.rows.map((r) => Number(r.id)).filter((x) => x !== id);
  const at = position === undefined ? ids.length : Math.min(position, ids.length);
  if (id !== null) ids.splice(at, 0, id);
  for (const [i, sid] of ids.entries())
    await tx.execute(sql`UPDATE task_statuses SET position = ${i}
      WHERE company_id = ${companyId} AND id = ${sid} AND position <> ${i}`);
}

export async function deleteStatus(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM task_statuses WHERE company_id = ${companyId} AND id = ${id}`);
  await placeStatus(tx, companyId, null);
}
