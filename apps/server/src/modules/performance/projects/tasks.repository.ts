import { sql, type SQL } from 'drizzle-orm';
import type { OrderedTask, Task, TaskPriority, TaskValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow, lockCompanyRow } from '../../../platform/db/rows.ts';
import { projects } from '../../../db/schema/index.ts';

/** Tasks and their assignees (tasks, task_assignees); every statement names the company (ADR 18). */

type Raw = Record<string, unknown>;
const people = (v: unknown): { id: number; name: string }[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? (JSON.parse(v) as unknown[]) : []).map((p) => {
    const r = p as { id: number | string; name: string };
    return { id: Number(r.id), name: r.name };
  });

const toTask = (r: Raw): Task => {
  const assignees = people(r['assignees']);
  return {
    id: Number(r['id']),
    project_id: Number(r['project_id']),
    project_name: String(r['project_name']),
    title: String(r['title']),
    description: (r['description'] as string | null) ?? null,
    assignee_ids: assignees.map((a) => a.id),
    assignees,
    due_date: r['due_date'] ? String(r['due_date']).slice(0, 10) : null,
    priority: r['priority'] as TaskPriority,
    status_id: Number(r['status_id']),
    position: Number(r['position']),
    pending_status_id: r['pending_status_id'] === null ? null : Number(r['pending_status_id']),
    created_at: new Date(r['created_at'] as string).toISOString(),
    updated_at: new Date(r['updated_at'] as string).toISOString(),
  };
};

const SELECT = sql`SELECT t.id, t.project_id, p.name AS project_name, t.title, t.description,
    t.due_date::text AS due_date, t.priority, t.status_id, t.position, t.pending_status_id,
    t.created_at, t.updated_at,
    COALESCE((SELECT json_agg(json_build_object('id', e.id, 'name', e.first_name || ' ' || e.last_name)
        ORDER BY e.first_name, e.last_name, e.id)
      FROM task_assignees a JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
      WHERE a.company_id = t.company_id AND a.task_id = t.id), '[]'::json) AS assignees
  FROM tasks t JOIN projects p ON p.company_id = t.company_id AND p.id = t.project_id
  JOIN task_statuses s ON s.company_id = t.company_id AND s.id = t.status_id`;
const ORDER = sql`ORDER BY s.position, s.id, t.position, t.id`;

export async function tasksOfProject(tx: Tx, companyId: number, projectId: number): Promise<Task[]> {
  const r = await tx.execute<Raw>(
    sql`${SELECT} WHERE t.company_id = ${companyId} AND t.project_id = ${projectId} ${ORDER}`,
  );
  return r.rows.map(toTask);
}

export async function tasksOfAssignee(
  tx: Tx,
  companyId: number,
  employeeId: number,
  filter: { projectId: number | undefined; search: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: Task[]; total: number }> {
  const where: SQL = sql`t.company_id = ${companyId} AND EXISTS (SELECT 1 FROM task_assignees a
      WHERE a.company_id = t.company_id AND a.task_id = t.id AND a.employee_id = ${employeeId})
    ${filter.projectId ? sql`AND t.project_id = ${filter.projectId}` : sql``}
    ${filter.search ? sql`AND t.title ILIKE ${`%${filter.search}%`}` : sql``}`;
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE ${where}
    ORDER BY t.due_date NULLS LAST, t.id LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`);
  const c = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM tasks t WHERE ${where}`);
  return { rows: r.rows.map(toTask), total: Number(c.rows[0]?.n ?? 0) };
}

export async function findTask(tx: Tx, companyId: number, id: number): Promise<Task | null> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE t.company_id = ${companyId} AND t.id = ${id}`);
  const row = r.rows[0];
  return row ? toTask(row) : null;
}

/** Serialises every change of one board's order: moves on one project wait for each other. */
export const lockBoard = (tx: Tx, companyId: number, projectId: number): Promise<void> =>
  lockCompanyRow(tx, projects, companyId, projectId);

/** The board's tasks as (id, status, position), for a move (after lockBoard). */
export async function boardOrder(tx: Tx, companyId: number, projectId: number): Promise<OrderedTask[]> {
  const r = await tx.execute<{
    id: string;
    status_id: string;
    position: number;
  }>(sql`SELECT id, status_id, position
    FROM tasks WHERE company_id = ${companyId} AND project_id = ${projectId}`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    status_id: Number(x.status_id),
    position: Number(x.position),
  }));
}

export async function writeOrder(tx: Tx, companyId: number, changes: readonly OrderedTask[]): Promise<void> {
  for (const c of changes)
    await tx.execute(sql`UPDATE tasks SET status_id = ${c.status_id}, position = ${c.position}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${c.id}`);
}

export async function insertTask(
  tx: Tx,
  companyId: number,
  v: TaskValues,
  statusId: number,
): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO tasks (company_id, project_id, title, description, due_date, priority, status_id, position)
    VALUES (${companyId}, ${v.project_id}, ${v.title}, ${v.description ?? null}, ${v.due_date}, ${v.priority},
      ${statusId}, (SELECT count(*) FROM tasks WHERE company_id = ${companyId} AND project_id = ${v.project_id}
        AND status_id = ${statusId}))
    RETURNING id`);
  const id = Number(expectRow(r.rows, 'task insert').id);
  await setAssignees(tx, companyId, id, v.assignee_ids);
  return id;
}

export async function updateTask(tx: Tx, companyId: number, id: number, v: TaskValues): Promise<void> {
  await tx.execute(sql`UPDATE tasks SET title = ${v.title}, description = ${v.description ?? null},
    due_date = ${v.due_date}, priority = ${v.priority}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
  await setAssignees(tx, companyId, id, v.assignee_ids);
}

async function setAssignees(tx: Tx, companyId: number, taskId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await tx.execute(sql`DELETE FROM task_assignees WHERE company_id = ${companyId} AND task_id = ${taskId}`);
  if (unique.length > 0)
    await tx.execute(sql`INSERT INTO task_assignees (company_id, task_id, employee_id)
      SELECT ${companyId}, ${taskId}, x FROM unnest(${pgArray(unique)}::bigint[]) AS x`);
}

export async function deleteTask(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM tasks WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function setPending(
  tx: Tx,
  companyId: number,
  id: number,
  pending: { statusId: number; position: number | null; by: number } | null,
): Promise<void> {
  await tx.execute(sql`UPDATE tasks SET pending_status_id = ${pending?.statusId ?? null},
    pending_position = ${pending?.position ?? null}, moved_by_employee_id = ${pending?.by ?? null},
    updated_at = now() WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function pendingOf(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<{
    project_id: string;
    pending_status_id: string | null;
    pending_position: number | null;
  }>(
    sql`SELECT project_id, pending_status_id, pending_position FROM tasks WHERE company_id = ${companyId} AND id = ${id}`,
  );
  const row = r.rows[0];
  if (!row || row.pending_status_id === null) return null;
  return {
    projectId: Number(row.project_id),
    statusId: Number(row.pending_status_id),
    position: row.pending_position === null ? undefined : Number(row.pending_position),
  };
}
