import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { payBreakdownEndpoints as P } from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** The pay breakdown's calls (issue 19, ADR 42): one page of the list, every item, one item, writes. */
export const payBreakdownPageQuery = (params: ListParams) => endpointQuery(P.page, { query: params });

/** Every item (the codes a formula may use), as the work rate form reads them too. */
export const allPayBreakdownsQuery = () => queryOptions({ ...endpointQuery(P.list), staleTime: 60_000 });

export const payBreakdownQuery = (id: string | number) => ({
  ...endpointQuery(P.get, { params: { id } }),
  retry: false,
});

export const savePayBreakdownMutation = (id?: number) => saveMutation(P, id);

export const deletePayBreakdownMutation = () => deleteMutation(P.delete);

/** After a change every list and record of the pay breakdown (the work rate form's list too) is read afresh. */
export const refreshPayBreakdowns = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(P.list) });
