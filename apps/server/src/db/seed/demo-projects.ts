import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The demo's projects and task board (issue 23, ADR 61): the four default columns for demo and
 * acme, and demo's customer portal relaunch with its team and a board of tasks across the columns
 * (one overdue), plus an archived project.
 */
const COLUMNS = [
  ['To do', false],
  ['In progress', false],
  ['Review', false],
  ['Done', true],
] as const;

export async function seedTaskStatuses(tx: Tx, companyId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, [name, done]] of COLUMNS.entries()) {
    const r = await tx.execute<{
      id: string;
    }>(sql`INSERT INTO task_statuses (company_id, name, position, is_done)
      VALUES (${companyId}, ${name}, ${i}, ${done}) RETURNING id`);
    ids.push(Number(expectRow(r.rows, 'task status').id));
  }
  return ids;
}

/** [title, column, priority, days from today to the due date (null: none), assignee emails or index]. */
const TASKS: [string, number, string, number | null, number[]][] = [
  ['Write the content for the new FAQ pages', 0, 'medium', 12, [1]],
  ['Set up single sign-on with the bank partners', 0, 'high', 20, [2]],
  ['Plan the customer announcement email', 0, 'low', null, [3]],
  ['Build the account statement download', 1, 'urgent', 3, [0, 2]],
  ['Redesign the mobile login screen', 1, 'high', -2, [1]],
  ['Load-test the payments page', 2, 'high', 5, [2]],
  ['Review the accessibility audit findings', 2, 'medium', 8, [0]],
  ['Migrate customer profiles to the new database', 3, 'urgent', -10, [2, 3]],
  ['Agree the relaunch scope with the product owners', 3, 'medium', -21, [0]],
];

export async function seedDemoProjects(tx: Tx, companyId: number): Promise<void> {
  const columns = await seedTaskStatuses(tx, companyId);
  const people = await tx.execute<{ id: string }>(sql`SELECT id FROM employees WHERE company_id = ${companyId}
    ORDER BY (email = 'employee@demo.example') DESC, (email = 'hr@demo.example') DESC, id LIMIT 4`);
  const team = people.rows.map((r) => Number(r.id));
  const p = await tx.execute<{ id: string }>(sql`INSERT INTO projects
      (company_id, name, description, start_date, end_date, status)
    VALUES (${companyId}, 'Customer portal relaunch',
      'A faster, mobile-first customer portal with statements, payments and single sign-on.',
      CURRENT_DATE - 45, CURRENT_DATE + 60, 'active') RETURNING id`);
  const projectId = Number(expectRow(p.rows, 'demo project').id);
  for (const e of team)
    await tx.execute(sql`INSERT INTO project_members (company_id, project_id, employee_id)
      VALUES (${companyId}, ${projectId}, ${e})`);
  const placed = new Map<number, number>();
  for (const [title, col, priority, due, who] of TASKS) {
    const position = placed.get(col) ?? 0;
    placed.set(col, position + 1);
    const r = await tx.execute<{ id: string }>(sql`INSERT INTO tasks
        (company_id, project_id, title, due_date, priority, status_id, position)
      VALUES (${companyId}, ${projectId}, ${title}, ${due === null ? null : sql`CURRENT_DATE + ${due}::int`},
        ${priority}, ${columns[col]}, ${position}) RETURNING id`);
    const taskId = Number(expectRow(r.rows, 'demo task').id);
    for (const i of who)
      if (team[i] !== undefined)
        await tx.execute(sql`INSERT INTO task_assignees (company_id, task_id, employee_id)
          VALUES (${companyId}, ${taskId}, ${team[i]})`);
  }
  await tx.execute(sql`INSERT INTO projects (company_id, name, description, start_date, end_date, status)
    VALUES (${companyId}, 'HR policy handbook 2025', 'The 2025 handbook, published to every employee.',
      '2025-01-06', '2025-03-28', 'archived')`);
}
