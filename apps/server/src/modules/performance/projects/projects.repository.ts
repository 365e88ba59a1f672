import { sql, type SQL } from 'drizzle-orm';
import type { Project, ProjectStatus, ProjectValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { tasks } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** Projects and their members (projects, project_members); every statement names the company (ADR 18). */

type Raw = Record<string, unknown>;
const day = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);
const iso = (v: unknown) => new Date(v as string).toISOString();
const people = (v: unknown): { id: number; name: string }[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? (JSON.parse(v) as unknown[]) : []).map((p) => {
    const r = p as { id: number | string; name: string };
    return { id: Number(r.id), name: r.name };
  });

export const toProject = (r: Raw): Project => {
  const members = people(r['members']);
  return {
    id: Number(r['id']),
    name: String(r['name']),
    description: (r['description'] as string | null) ?? null,
    start_date: day(r['start_date']),
    end_date: day(r['end_date']),
    status: r['status'] as ProjectStatus,
    member_ids: members.map((m) => m.id),
    members,
    tasks_count: Number(r['tasks_count'] ?? 0),
    done_count: Number(r['done_count'] ?? 0),
    created_at: iso(r['created_at']),
    updated_at: iso(r['updated_at']),
  };
};

const SELECT = sql`SELECT p.id, p.name, p.description, p.start_date::text AS start_date,
    p.end_date::text AS end_date, p.status, p.created_at, p.updated_at,
    COALESCE((SELECT json_agg(json_build_object('id', e.id, 'name', e.first_name || ' ' || e.last_name)
        ORDER BY e.first_name, e.last_name, e.id)
      FROM project_members m JOIN employees e ON e.company_id = m.company_id AND e.id = m.employee_id
      WHERE m.company_id = p.company_id AND m.project_id = p.id), '[]'::json) AS members,
    ${childCount(tasks, tasks.projectId, sql`p`, { type: 'bigint' })} AS tasks_count,
    (SELECT count(*) FROM tasks t JOIN task_statuses s ON s.company_id = t.company_id AND s.id = t.status_id
      WHERE t.company_id = p.company_id AND t.project_id = p.id AND s.is_done) AS done_count
  FROM projects p`;

/** Who reads: everyone's projects, or only those this employee is a member of. */
export type Viewer = { all: true } | { all: false; employeeId: number };

// scoping: a part of listProjects' and findProject's queries, which filter p.company_id; the member is matched on it
const visible = (v: Viewer): SQL =>
  v.all
    ? sql``
    : sql`AND EXISTS (SELECT 1 FROM project_members vm WHERE vm.company_id = p.company_id
        AND vm.project_id = p.id AND vm.employee_id = ${v.employeeId})`;

export async function listProjects(
  tx: Tx,
  companyId: number,
  viewer: Viewer,
  filter: { search: string | undefined; status: ProjectStatus | undefined },
  limit: number,
  offset: number,
): Promise<{ results: Project[]; total: number }> {
  const where = sql`p.company_id = ${companyId} ${visible(viewer)}
    ${filter.search ? sql`AND p.name ILIKE ${`%${filter.search}%`}` : sql``}
    ${filter.status ? sql`AND p.status = ${filter.status}` : sql``}`;
  return filteredPage(
    tx,
    { select: SELECT, from: sql`projects p`, where, order: sql`p.created_at DESC, p.id DESC`, limit, offset },
    toProject,
  );
}

export async function findProject(
  tx: Tx,
  companyId: number,
  id: number,
  viewer: Viewer,
  lock = false,
): Promise<Project | null> {
  const r = await tx.execute<Raw>(sql`${SELECT} WHERE p.company_id = ${companyId} AND p.id = ${id}
    ${visible(viewer)} ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  const row = r.rows[0];
  return row ? toProject(row) : null;
}

/** How many of these ids are the company's employees. */
export async function countEmployees(tx: Tx, companyId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM employees
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function insertProject(tx: Tx, companyId: number, v: ProjectValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO projects (company_id, name, description, start_date, end_date, status)
    VALUES (${companyId}, ${v.name}, ${v.description ?? null}, ${v.start_date}, ${v.end_date}, ${v.status})
    RETURNING id`);
  const id = Number(expectRow(r.rows, 'project insert').id);
  await setMembers(tx, companyId, id, v.member_ids);
  return id;
}

export async function updateProject(tx: Tx, companyId: number, id: number, v: ProjectValues): Promise<void> {
  await tx.execute(sql`UPDATE projects SET name = ${v.name}, description = ${v.description ?? null},
    start_date = ${v.start_date}, end_date = ${v.end_date}, status = ${v.status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
  await setMembers(tx, companyId, id, v.member_ids);
}

export async function setProjectStatus(tx: Tx, companyId: number, id: number, status: ProjectStatus) {
  await tx.execute(sql`UPDATE projects SET status = ${status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

async function setMembers(tx: Tx, companyId: number, projectId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await tx.execute(sql`DELETE FROM project_members WHERE company_id = ${companyId} AND project_id = ${projectId}
    AND NOT (employee_id = ANY(${pgArray(unique)}::bigint[]))`);
  if (unique.length > 0)
    await tx.execute(sql`INSERT INTO project_members (company_id, project_id, employee_id)
      SELECT ${companyId}, ${projectId}, x FROM unnest(${pgArray(unique)}::bigint[]) AS x
      ON CONFLICT DO NOTHING`);
  // A task's assignees stay members of its project.
  await tx.execute(sql`DELETE FROM task_assignees a USING tasks t
    WHERE a.company_id = ${companyId} AND t.company_id = a.company_id AND t.id = a.task_id
      AND t.project_id = ${projectId} AND NOT (a.employee_id = ANY(${pgArray(unique)}::bigint[]))`);
}

export async function deleteProject(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM projects WHERE company_id = ${companyId} AND id = ${id}`);
}
