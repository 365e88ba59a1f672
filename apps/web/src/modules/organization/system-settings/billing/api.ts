import { queryOptions } from '@tanstack/react-query';
import type { ListPage, Order, RenewalDefaults } from '@clockroom/contracts';
import { api } from '../../../../platform/api/client.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

export const ordersKey = ['billing', 'order-history'] as const;

/** GET /billing/order-history (page, perPage): the company's payments, newest first. */
export const orderHistoryQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...ordersKey, params],
    queryFn: ({ signal }) => api.get<ListPage<Order>>('/billing/order-history', params, signal),
  });

export const BILLING_PATH = '/admin/organization/system-settings/billing';

/** GET /billing/renewal-defaults: the real head count and the subscribed modules a renewal proposes. */
export const renewalDefaultsQuery = () =>
  queryOptions({
    queryKey: ['billing', 'renewal-defaults'] as const,
    queryFn: ({ signal }) => api.get<RenewalDefaults>('/billing/renewal-defaults', undefined, signal),
  });
