import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CategoryApproverEndpoints, EndpointInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../api/endpoint-client.ts';
import type { ListParams } from '../../ui/data-table/list-search.ts';

/** An approver list as the form sends it: any registered module's create call's body. */
export type CategoryApproverBody = EndpointInput<CategoryApproverEndpoints['create']>['body'];

/** Approver groups scoped by a category (leave, exemptions, loans): one module's calls (contracts). */
export const categoryApproverListQuery = (endpoints: CategoryApproverEndpoints) => (params: ListParams) =>
  endpointQuery(endpoints.list, { query: params });

export const categoryApproverQuery = (endpoints: CategoryApproverEndpoints, id: string) => ({
  ...endpointQuery(endpoints.get, { params: { id } }),
  retry: false,
});

export const saveCategoryApproverMutation = (endpoints: CategoryApproverEndpoints, id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(endpoints.list), 'save', id ?? 'new'],
    mutationFn: (values: CategoryApproverBody) =>
      id === undefined
        ? submit(endpoints.create, { body: values })
        : submit(endpoints.update, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

/** Leave and loans delete a batch (POST /delete {approverIds}); exemptions one id at a time (DELETE /{id}). */
export const deleteCategoryApproversMutation = (endpoints: CategoryApproverEndpoints) =>
  mutationOptions({
    mutationKey: [...endpointKey(endpoints.list), 'delete'],
    mutationFn: async (ids: number[]) => {
      const remove = endpoints.delete;
      if (remove.method === 'POST') return submit(remove, { body: { approverIds: ids } });
      let last: unknown;
      for (const id of ids) last = await submit(remove, { params: { id } });
      return last;
    },
    meta: { notifySuccess: true },
  });

export const refreshCategoryApprovers = (client: QueryClient, endpoints: CategoryApproverEndpoints) =>
  client.invalidateQueries({ queryKey: endpointKey(endpoints.list) });
