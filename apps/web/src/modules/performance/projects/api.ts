import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  PROJECT_STATUSES,
  projectEndpoints as E,
  type ProjectInput,
  type ProjectStatus,
  type TaskInput,
  type TaskMove,
  type TaskStatusInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../platform/api/filter-values.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Projects and task boards (issue 23, ADR 61). */

export const myProjectsQuery = () => endpointQuery(E.mine, { query: { perPage: 100 } });
export const myTasksQuery = () => endpointQuery(E.myTasks, { query: { perPage: 100 } });
export const projectsQuery =
  (fixed?: ProjectStatus) =>
  ({ page, perPage, search_query, status }: ListParams) =>
    endpointQuery(E.list, {
      query: { page, perPage, search_query, status: fixed ?? oneOf(PROJECT_STATUSES, status) },
    });
export const projectQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });
export const statusesQuery = () => endpointQuery(E.statuses);
export const boardQuery = (id: number) => endpointQuery(E.byProject, { params: { id } });
export const boardKey = (id: number) => endpointKey(E.byProject, { params: { id } });

export const refreshProjects = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.mine) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
  ]);
export const refreshStatuses = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: endpointKey(E.statuses) });
export const refreshBoard = (qc: QueryClient) => qc.invalidateQueries({ queryKey: endpointKey(E.byProject) });

export const saveProjectMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['projects', 'save', id ?? 'new'],
    mutationFn: (body: ProjectInput) =>
      id === undefined ? submit(E.create, { body }) : submit(E.update, { params: { id }, body }),
  });
export const setProjectStatus = (id: number, status: ProjectStatus) =>
  submit(E.updateStatus, { params: { id }, body: { status } });
export const deleteProjectMutation = () =>
  mutationOptions({
    mutationKey: ['projects', 'delete'],
    mutationFn: (id: number) => submit(E.delete, { params: { id } }),
  });

export const saveStatusMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['projects', 'task-status', id ?? 'new'],
    mutationFn: (body: TaskStatusInput) =>
      id === undefined
        ? submit(E.createStatus, { body })
        : submit(E.updateStatusColumn, { params: { id }, body }),
  });
export const deleteStatusMutation = () =>
  mutationOptions({
    mutationKey: ['projects', 'task-status', 'delete'],
    mutationFn: (id: number) => submit(E.deleteStatus, { params: { id } }),
  });

export const saveTaskMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['projects', 'task', id ?? 'new'],
    mutationFn: (body: TaskInput) =>
      id === undefined
        ? submit(E.createTask, { body })
        : submit(E.updateTask, { params: { id }, query: { project_id: body.project_id }, body }),
  });
export const deleteTaskMutation = () =>
  mutationOptions({
    mutationKey: ['projects', 'task', 'delete'],
    mutationFn: (v: { id: number; project_id: number }) =>
      submit(E.deleteTask, { params: { id: v.id }, query: { project_id: v.project_id } }),
  });
export const moveTaskMutation = () =>
  mutationOptions({
    mutationKey: ['projects', 'move'],
    mutationFn: (body: TaskMove) => submit(E.moveTask, { body }),
  });
