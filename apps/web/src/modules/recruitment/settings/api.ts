import { type QueryClient } from '@tanstack/react-query';
import { recruiterEndpoints as E } from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
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

export const saveRecruiterMutation = (id?: number) => saveMutation(E, id);
export const deleteRecruiterMutation = () => deleteMutation(E.delete);
