import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyFk } from './named-keys.ts';
import { linkTable } from './link-tables.ts';
import { employees } from './organization.ts';
import { cascadeTo, createdAt, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';

/**
 * Projects and task boards (issue 23, ADR 61): a project's members work its tasks on a Kanban board
 * whose columns are the company's task statuses; a task's position is its 0-based place in its column.
 */
export const projects = tenantTable(
  'projects',
  {
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** active | on_hold | completed | archived */
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    companyFk('projects', t),
    check('projects_status_check', sql`${t.status} IN ('active', 'on_hold', 'completed', 'archived')`),
  ],
);

export const projectMembers = linkTable(
  'project_members',
  [
    { column: 'projectId', to: projects, fk: 'project' },
    { column: 'employeeId', to: employees, fk: 'employee', index: 'employee' },
  ],
  { extra: (t) => [companyFk('project_members', t)] },
);

/** The board's columns, per company, seeded To do, In progress, Review, Done (ADR 61). */
export const taskStatuses = tenantTable(
  'task_statuses',
  {
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isDone: boolean('is_done').notNull().default(false),
    needsApproval: boolean('needs_approval').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('task_statuses_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('task_statuses', t),
  ],
);

export const tasks = tenantTable(
  'tasks',
  {
    projectId: ref('project_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date'),
    /** low | medium | high | urgent */
    priority: text('priority').notNull().default('medium'),
    statusId: ref('status_id').notNull(),
    position: integer('position').notNull().default(0),
    /** The status it waits to enter while its move is being approved (ADR 61). */
    pendingStatusId: ref('pending_status_id'),
    pendingPosition: integer('pending_position'),
    /** Who asked for the pending move. */
    movedByEmployeeId: ref('moved_by_employee_id'),
    ...timestamps(),
  },
  (t) => [
    companyFk('tasks', t),
    cascadeTo(projects, t, t.projectId, 'tasks_project_fk'),
    sameCompanyKey(taskStatuses, t, t.statusId, 'tasks_status_fk'),
    check('tasks_priority_check', sql`${t.priority} IN ('low', 'medium', 'high', 'urgent')`),
    index('tasks_board_idx').on(t.companyId, t.projectId, t.statusId, t.position),
  ],
);

export const taskAssignees = linkTable(
  'task_assignees',
  [
    { column: 'taskId', to: tasks, fk: 'task' },
    { column: 'employeeId', to: employees, fk: 'employee', index: 'employee' },
  ],
  { extra: (t) => [companyFk('task_assignees', t)] },
);
