import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  APPRAISAL_STATUSES,
  DEPARTMENT_ENDPOINTS,
  appraisalEndpoints as E,
  appraisalSettingsEndpoints as S,
  type AppraisalGroupInput,
  type RatingsInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../platform/api/filter-values.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Appraisal groups, ratings and decisions (issue 22, ADR 64). */

export const groupsQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.list, {
    query: { page, perPage, search_query, status: oneOf(APPRAISAL_STATUSES, status) },
  });
export const endedGroupsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, status: 'ended' } });
export const groupQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});
export const selfAppraisablesQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.selfAppraisables, { query: { page, perPage, search_query } });
export const appraiserAppraisablesQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.appraiserAppraisables, { query: { page, perPage, search_query } });
export const approvalsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.approvals, { query: { page, perPage, search_query } });
export const selfAppraisableQuery = (id: string | number) => ({
  ...endpointQuery(E.selfAppraisable, { params: { id } }),
  retry: false,
});
export const appraiserAppraisableQuery = (id: string | number) => ({
  ...endpointQuery(E.appraiserAppraisable, { params: { id } }),
  retry: false,
});

export const generalSettingsQuery = () => endpointQuery(S.generalList);
export const scorecardsQuery = () => endpointQuery(S.scorecardsList);
export const departmentsQuery = () => endpointQuery(DEPARTMENT_ENDPOINTS.list, { query: { perPage: 100 } });

export const saveGroupMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), id ? 'update' : 'create'],
    mutationFn: (body: AppraisalGroupInput) =>
      id ? submit(E.update, { body: { ...body, id } }) : submit(E.create, { body }),
    meta: { notifySuccess: true },
  });
export const groupActionMutation = (action: 'initiate' | 'end') =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), action],
    mutationFn: (id: number) => submit(E[action], { body: { appraisal_ids: [id] } }),
    meta: { notifySuccess: true },
  });
export const rateMutation = (side: 'self' | 'appraiser') =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), side, 'rate'],
    mutationFn: (body: RatingsInput) =>
      submit(side === 'self' ? E.selfRatings : E.appraiserRatings, { body }),
    meta: { notifySuccess: true },
  });

/** Every appraisal read (groups, lists, one appraisal, the inbox) sits under hrm/appraisals. */
export const refreshAppraisals = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(E.list).slice(0, 2) });
