import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BranchInput, BranchRow, BranchType, ListPage } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const branchListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['organization', 'branches', 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<BranchRow>>('/organization/branches', params, signal),
  });

export const branchQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', 'branches', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<BranchRow>(`/organization/branches/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export const branchTypesQuery = () =>
  queryOptions({
    queryKey: ['organization', 'branch-types'],
    queryFn: ({ signal }) => api.get<ListPage<BranchType>>('/branch-types', undefined, signal),
    staleTime: 30 * 60_000,
  });

/**
 * Any branch change can touch every list that shows branches (selects, departments, the header's
 * branch selector in the session user), so all of them are refetched.
 */
export async function refreshStructure(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['organization'] }),
    client.invalidateQueries({ queryKey: ['session', 'user'] }),
  ]);
}

export const saveBranchMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['organization', 'branches', 'save', id ?? 'new'],
    mutationFn: (values: BranchInput) =>
      id === undefined
        ? api.post<BranchRow>('/organization/branches', values)
        : api.put<BranchRow>(`/organization/branches/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteBranchMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'branches', 'delete'],
    mutationFn: (id: number) => api.delete(`/organization/branches/${id}`),
    meta: { notifySuccess: true },
  });
