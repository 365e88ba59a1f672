import { z } from 'zod';
import { isCalendarDate } from '../../platform/dates.ts';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import {
  idArray,
  optionalText,
  personRefSchema,
  requiredName,
  rowCount,
  rowId,
} from '../../platform/fields.ts';
import { PROJECT_MESSAGES as M } from './projects-messages.ts';

/**
 * Projects, task statuses and tasks (issue 23 "Shapes the spec leaves open", ADR 61): a project's
 * members work its tasks on a Kanban board whose columns are the company's task statuses.
 */

export const PROJECT_STATUSES = ['active', 'on_hold', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

const optionalDay = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  // A real calendar day: Date.parse took 2026-02-30 for 2 March, and PostgreSQL refused it (a 500).
  z.string({ error: M.dateInvalid }).refine(isCalendarDate, M.dateInvalid).nullable(),
);
const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2147483647, message);
const position = z.coerce
  .number({ error: M.positionInvalid })
  .int(M.positionInvalid)
  .min(0, M.positionInvalid)
  .max(100000, M.positionInvalid);

/** POST /hrm/projects and PUT /hrm/projects/:id. */
export const projectInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    description: optionalText(2000, M.descriptionTooLong),
    start_date: optionalDay,
    end_date: optionalDay,
    member_ids: idArray(M.membersInvalid).default([]),
    status: z.enum(PROJECT_STATUSES, { error: M.statusInvalid }).default('active'),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;

export const projectStatusInputSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: M.statusInvalid }),
});

export const projectListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES, { error: M.statusInvalid }).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  member_ids: z.array(rowId),
  members: z.array(personRefSchema),
  tasks_count: rowCount,
  done_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** /hrm/projects/task-status: the board's columns, per company. */
export const taskStatusInputSchema = z.object({
  name: requiredName(M.taskStatusNameRequired, M.taskStatusNameTooLong),
  position: position.optional(),
  is_done: z.boolean({ error: M.taskStatusRequired }).default(false),
  /** A task moved into this status goes through the approval engine first (ADR 61). */
  needs_approval: z.boolean({ error: M.taskStatusRequired }).default(false),
});
export type TaskStatusInput = z.input<typeof taskStatusInputSchema>;
export type TaskStatusValues = z.output<typeof taskStatusInputSchema>;

export const taskStatusSchema = z.object({
  id: rowId,
  name: z.string(),
  position: rowCount,
  is_done: z.boolean(),
  needs_approval: z.boolean(),
  tasks_count: rowCount,
});
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** POST /hrm/projects/tasks and PUT /hrm/projects/tasks/:id. */
export const taskInputSchema = z.object({
  project_id: positiveId(M.projectRequired),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleTooLong),
  description: optionalText(4000, M.descriptionTooLong),
  assignee_ids: idArray(M.assigneesInvalid).default([]),
  due_date: optionalDay,
  priority: z.enum(TASK_PRIORITIES, { error: M.priorityInvalid }).default('medium'),
  /** Absent on create: the first column. On update it moves the task to the end of that column. */
  status_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    positiveId(M.taskStatusRequired).optional(),
  ),
  position: position.optional(),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskValues = z.output<typeof taskInputSchema>;

/** project_id in the query of GET, PUT and DELETE /hrm/projects/tasks/:id. */
export const taskProjectQuerySchema = z.object({
  project_id: positiveId(M.projectRequired).optional(),
});

export const myTasksQuerySchema = pagingQuerySchema.extend({
  project_id: positiveId(M.projectRequired).optional(),
});
export type MyTasksQuery = z.infer<typeof myTasksQuerySchema>;

/** PUT /hrm/projects/tasks/update-task-status. */
export const taskMoveSchema = z.object({
  task_id: positiveId(M.taskRequired),
  project_id: positiveId(M.projectRequired),
  status_id: positiveId(M.taskStatusRequired),
  /** The 0-based place in the target column; absent: the end of it. */
  position: position.optional(),
});
export type TaskMove = z.input<typeof taskMoveSchema>;
export type TaskMoveValues = z.output<typeof taskMoveSchema>;

export const taskSchema = z.object({
  id: rowId,
  project_id: rowId,
  project_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assignee_ids: z.array(rowId),
  assignees: z.array(personRefSchema),
  due_date: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status_id: rowId,
  position: rowCount,
  /** The status it waits to enter (approval), or null. */
  pending_status_id: rowId.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** The answer of update-task-status: the task and whether it moved or waits for approval. */
export const taskMoveResultSchema = z.object({
  task: taskSchema,
  moved: z.boolean(),
});
export type TaskMoveResult = z.infer<typeof taskMoveResultSchema>;
