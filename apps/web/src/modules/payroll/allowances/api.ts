import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ALLOWANCE_CLAIM_STATUSES,
  allowanceClaimEndpoints as CL,
  allowanceEndpoints as A,
  extraAllowanceEndpoints as X,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../platform/api/filter-values.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Recurring and extra allowances, and the employee's claims (ADR 45). */

export const allowancesQuery = (params: ListParams) => endpointQuery(A.list, { query: params });
export const allowanceQuery = (id: string | number) => ({
  ...endpointQuery(A.get, { params: { id } }),
  retry: false,
});
export const extrasQuery = (params: ListParams) => endpointQuery(X.list, { query: params });
export const extraQuery = (id: string | number) => ({
  ...endpointQuery(X.get, { params: { id } }),
  retry: false,
});

/** The signed-in employee's allowances, extras and the allowances they may claim. */
export const myAllowancesQuery = () => queryOptions({ ...endpointQuery(A.mine), staleTime: 30_000 });

/** The list kit's params as the claims' query: paging, search and the status filter. */
const claimParams = ({ page, perPage, search_query, status }: ListParams) => ({
  page,
  perPage,
  search_query,
  status: oneOf(ALLOWANCE_CLAIM_STATUSES, status),
});

export const myClaimsQuery = (params: ListParams) => endpointQuery(CL.list, { query: claimParams(params) });
export const claimApprovalsQuery = (params: ListParams) =>
  endpointQuery(CL.approvals, { query: claimParams(params) });
export const claimQuery = (id: string | number) => ({
  ...endpointQuery(CL.get, { params: { id } }),
  retry: false,
});

export const saveAllowanceMutation = (id?: number) => saveMutation(A, id);

export const deleteAllowanceMutation = () => deleteMutation(A.delete);

export const saveExtraMutation = (id?: number) => saveMutation(X, id);

export const deleteExtraMutation = () => deleteMutation(X.delete);

export const saveClaimMutation = (id?: number) => saveMutation(CL, id);

export const withdrawClaimMutation = () => deleteMutation(CL.delete);

/** After a change every allowance list and record is read afresh (and what employees see of them). */
export const refreshAllowances = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(A.list) }),
    client.invalidateQueries({ queryKey: endpointKey(A.mine) }),
  ]);
export const refreshExtras = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(X.list) }),
    client.invalidateQueries({ queryKey: endpointKey(A.mine) }),
  ]);

/** After a claim changes or is decided, every claim list and claim is read afresh (one key prefix). */
export const refreshClaims = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(CL.list) });

export { A as allowanceCalls, CL as claimCalls };
