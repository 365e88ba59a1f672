import { BILLING_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

/** Every page of the order history, for a refresh. */
export const ordersKey = endpointKey(E.orderHistory);

/** GET /billing/order-history (page, perPage): the company's payments, newest first. */
export const orderHistoryQuery = (params: ListParams) => endpointQuery(E.orderHistory, { query: params });

export const BILLING_PATH = '/admin/organization/system-settings/billing';

/** GET /billing/renewal-defaults: the real head count and the subscribed modules a renewal proposes. */
export const renewalDefaultsQuery = () => endpointQuery(E.renewalDefaults);
