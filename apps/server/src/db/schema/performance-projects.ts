import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { cascadeTo, companyId, createdAt, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';

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

export const projectMembers = pgTable(
  'project_members',
  {
    companyId: companyId(),
    projectId: ref('project_id').notNull(),
    employeeId: ref('employee_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.projectId, t.employeeId] }),
    companyFk('project_members', t),
    employeeFk('project_members', t),
    cascadeTo(projects, t, t.projectId, 'project_members_project_fk'),
    index('project_members_employee_idx').on(t.companyId, t.employeeId),
  ],
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

export const taskAssignees = pgTable(
  'task_assignees',
  {
    companyId: companyId(),
    taskId: ref('task_id').notNull(),
    employeeId: ref('employee_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.taskId, t.employeeId] }),
    companyFk('task_assignees', t),
    employeeFk('task_assignees', t),
    cascadeTo(tasks, t, t.taskId, 'task_assignees_task_fk'),
    index('task_assignees_employee_idx').on(t.companyId, t.employeeId),
  ],
);
