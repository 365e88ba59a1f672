import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  jobBoardEndpoints as B,
  jobPostingEndpoints as E,
  postingSettingEndpoints as S,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Job postings, posting settings and job boards (issue 24, ADR 66), through the contracts. */

type Status = 'draft' | 'published' | 'closed';
const STATUSES: readonly string[] = ['draft', 'published', 'closed'];
const asStatus = (v: unknown) => (typeof v === 'string' && STATUSES.includes(v) ? (v as Status) : undefined);

export const postingsQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, status: asStatus(status) } });
export const allPostingsQuery = () => endpointQuery(E.list, { query: { page: 1, perPage: 100 } });
export const postingQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const postingSettingsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(S.list, { query: { page, perPage, search_query } });
export const allPostingSettingsQuery = () => endpointQuery(S.list, { query: { page: 1, perPage: 100 } });
export const postingSettingQuery = (id: number) => ({
  ...endpointQuery(S.get, { params: { id } }),
  retry: false,
});

export const jobBoardsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(B.list, { query: { page, perPage, search_query } });
export const activeBoardsQuery = () =>
  endpointQuery(B.list, { query: { page: 1, perPage: 100, active: true } });

export const refreshPostings = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
  ]);
export const refreshPostingSettings = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(S.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(S.get) }),
  ]);
export const refreshBoards = (qc: QueryClient) => qc.invalidateQueries({ queryKey: endpointKey(B.list) });

export const savePostingMutation = (id?: number) => saveMutation(E, id);
export const publishMutation = () =>
  mutationOptions({
    mutationKey: ['job-postings', 'publish'],
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      submit(publish ? E.publish : E.unpublish, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const deletePostingMutation = () => deleteMutation(E.delete);
export const savePostingSettingMutation = (id?: number) => saveMutation(S, id);
export const deletePostingSettingMutation = () => deleteMutation(S.delete);
export const saveBoardMutation = (id?: number) => saveMutation(B, id);
export const deleteBoardMutation = () => deleteMutation(B.delete);
