import { mutationOptions } from '@tanstack/react-query';
import { projectEndpoints as E, type TaskMove } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';

/** Projects and task boards (issue 23, ADR 61). */
export const myProjectsQuery = () => endpointQuery(E.mine, { query: { perPage: 100 } });
export const projectQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });
export const statusesQuery = () => endpointQuery(E.statuses);
export const boardQuery = (id: number) => endpointQuery(E.byProject, { params: { id } });
export const boardKey = (id: number) => endpointKey(E.byProject, { params: { id } });

export const moveTaskMutation = () =>
  mutationOptions({
    mutationKey: ['projects', 'move'],
    mutationFn: (body: TaskMove) => submit(E.moveTask, { body }),
  });
