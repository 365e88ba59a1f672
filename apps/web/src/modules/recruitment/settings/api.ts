import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { recruiterEndpoints as E, type RecruiterInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Recruiter settings (issue 24, ADR 66): recruiters and what each may see. */

export const recruitersQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query } });
export const recruiterQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const refreshRecruiters = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
  ]);

export const saveRecruiterMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['recruiters', 'save', id ?? 'new'],
    mutationFn: (body: RecruiterInput) =>
      id === undefined ? submit(E.create, { body }) : submit(E.update, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteRecruiterMutation = () =>
  mutationOptions({
    mutationKey: ['recruiters', 'delete'],
    mutationFn: (id: number) => submit(E.delete, { params: { id } }),
    meta: { notifySuccess: true },
  });
