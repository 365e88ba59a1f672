import { mutationOptions } from '@tanstack/react-query';
import { TEAM_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const teamListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const teamQuery = (id: string) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const saveTeamMutation = (id?: number) => saveMutation(E, id);

export const deleteTeamsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'teams', 'delete'],
    mutationFn: (teamIds: number[]) => submit(E.delete, { body: { teamIds } }),
    meta: { notifySuccess: true },
  });
