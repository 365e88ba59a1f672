import { type QueryClient } from '@tanstack/react-query';
import { BRANCH_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const branchListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const branchQuery = (id: string) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const branchTypesQuery = () => ({ ...endpointQuery(E.types), staleTime: 30 * 60_000 });

/**
 * Any branch change can touch every list that shows branches (selects, departments, the header's
 * branch selector in the session user), so all of them are refetched.
 */
export async function refreshStructure(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['organization'] }),
    // /branch-types lies outside /organization.
    client.invalidateQueries({ queryKey: ['branch-types'] }),
    client.invalidateQueries({ queryKey: ['session', 'user'] }),
  ]);
}

export const saveBranchMutation = (id?: number) => saveMutation(E, id);

export const deleteBranchMutation = () => deleteMutation(E.delete);
