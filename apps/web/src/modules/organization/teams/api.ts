import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListPage, TeamDetail, TeamInput, TeamRow } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const teamListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['organization', 'teams', 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<TeamRow>>('/organization/teams', params, signal),
  });

export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', 'teams', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<TeamDetail>(`/organization/teams/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export const saveTeamMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['organization', 'teams', 'save', id ?? 'new'],
    mutationFn: (values: TeamInput) =>
      id === undefined
        ? api.post<TeamDetail>('/organization/teams', values)
        : api.put<TeamDetail>(`/organization/teams/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteTeamsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'teams', 'delete'],
    mutationFn: (teamIds: number[]) => api.post('/organization/teams/delete', { teamIds }),
    meta: { notifySuccess: true },
  });
