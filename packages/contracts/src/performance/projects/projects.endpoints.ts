import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { decisionEndpoints } from '../../platform/decision-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { approvalDecisionSchema, decisionMessagesFrom } from '../../platform/approval-decisions.ts';
import { PROJECT_MESSAGES as M } from './projects-messages.ts';
import {
  myTasksQuerySchema,
  projectInputSchema,
  projectListQuerySchema,
  projectSchema,
  projectStatusInputSchema,
  taskInputSchema,
  taskMoveResultSchema,
  taskMoveSchema,
  taskProjectQuerySchema,
  taskSchema,
  taskStatusInputSchema,
  taskStatusSchema,
} from './projects.ts';

const BASE = '/hrm/projects';
const TASKS = '/hrm/projects/tasks';
const STATUSES = '/hrm/projects/task-status';
const tags = ['performance'] as const;
const SIGNED_IN = 'signed-in' as const;

/** The engine's module name of a task's move into a status that needs approval (ADR 61). */
export const TASK_APPROVAL_MODULE = 'task';

export const TASK_DECISION_MESSAGES = decisionMessagesFrom(M, {
  reasonRequired: 'reasonRequired',
  reasonTooLong: 'reasonTooLong',
  notFound: 'taskNotFound',
});
const taskDecisionSchema = approvalDecisionSchema('task_ids', TASK_DECISION_MESSAGES);

/**
 * Projects and task boards (spec 2 §7 "Projects and tasks"; issue 23, ADR 61). An employee sees the
 * projects they are a member of and their tasks; a holder of 'view projects' sees every project.
 */
export const projectEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: projectListQuerySchema,
    response: listPage(projectSchema),
    description: 'Every project, filtered by status (active, on_hold, completed, archived).',
    permission: 'view projects',
    tags,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: `${BASE}/get-employee-projects`,
    query: projectListQuerySchema,
    response: listPage(projectSchema),
    description: 'The projects the caller is a member of.',
    permission: SIGNED_IN,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: projectInputSchema,
    response: projectSchema,
    status: 201,
    permission: 'create project',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: projectInputSchema,
    response: projectSchema,
    permission: { get: SIGNED_IN, update: 'edit project', delete: 'delete project' },
    description: {
      get: 'A member’s project, or any for a holder of view projects.',
      delete: 'Deletes the project and its tasks.',
    },
    tags,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/update-project-status/:id`,
    params: idParamsSchema,
    body: projectStatusInputSchema,
    response: projectSchema,
    permission: 'edit project',
    tags,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: STATUSES,
    response: listPage(taskStatusSchema),
    writes: true,
    description:
      'The company’s board columns in order; a company starts with To do, In progress, Review, Done.',
    permission: SIGNED_IN,
    tags,
  }),
  createStatus: defineEndpoint({
    method: 'POST',
    path: STATUSES,
    body: taskStatusInputSchema,
    response: taskStatusSchema,
    status: 201,
    permission: 'manage task settings',
    tags,
  }),
  updateStatusColumn: defineEndpoint({
    method: 'PUT',
    path: `${STATUSES}/:id`,
    params: idParamsSchema,
    body: taskStatusInputSchema,
    response: taskStatusSchema,
    permission: 'manage task settings',
    tags,
  }),
  deleteStatus: defineEndpoint({
    method: 'DELETE',
    path: `${STATUSES}/:id`,
    params: idParamsSchema,
    response: z.null(),
    description: 'A status that holds tasks, or the last one, is refused (409).',
    permission: 'manage task settings',
    tags,
  }),
  myTasks: defineEndpoint({
    method: 'GET',
    path: TASKS,
    query: myTasksQuerySchema,
    response: listPage(taskSchema),
    description: 'The tasks assigned to the caller.',
    permission: SIGNED_IN,
    tags,
  }),
  byProject: defineEndpoint({
    method: 'GET',
    path: `${TASKS}/get-tasks-by-project/:id`,
    params: idParamsSchema,
    response: listPage(taskSchema),
    writes: true,
    description: 'The project’s tasks by column and place (the board).',
    permission: SIGNED_IN,
    tags,
  }),
  getTask: defineEndpoint({
    method: 'GET',
    path: `${TASKS}/:id`,
    params: idParamsSchema,
    query: taskProjectQuerySchema,
    response: taskSchema,
    permission: SIGNED_IN,
    tags,
  }),
  createTask: defineEndpoint({
    method: 'POST',
    path: TASKS,
    body: taskInputSchema,
    response: taskSchema,
    status: 201,
    description: 'By a member of the project or a holder of edit project; at the end of its column.',
    permission: SIGNED_IN,
    tags,
  }),
  updateTask: defineEndpoint({
    method: 'PUT',
    path: `${TASKS}/:id`,
    params: idParamsSchema,
    query: taskProjectQuerySchema,
    body: taskInputSchema,
    response: taskSchema,
    permission: SIGNED_IN,
    tags,
  }),
  deleteTask: defineEndpoint({
    method: 'DELETE',
    path: `${TASKS}/:id`,
    params: idParamsSchema,
    query: taskProjectQuerySchema,
    response: z.null(),
    permission: SIGNED_IN,
    tags,
  }),
  moveTask: defineEndpoint({
    method: 'PUT',
    path: `${TASKS}/update-task-status`,
    body: taskMoveSchema,
    response: taskMoveResultSchema,
    description:
      'Moves the task to its 0-based position in the status’s column; both columns are renumbered. Into a status that needs approval, the task waits in its column until approved.',
    permission: SIGNED_IN,
    tags,
  }),
  ...decisionEndpoints({
    path: TASKS,
    body: taskDecisionSchema,
    description: {
      approve: 'Approve the task moves waiting on you: task_ids (or id).',
      reject: 'Reject the task moves waiting on you: task_ids (or id) and a reason.',
    },
    tags,
  }),
};
