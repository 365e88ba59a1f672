import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  MOBILE_CLOCK_ENDPOINTS as E,
  MOBILE_CLOCK_LOCATION_ENDPOINTS as L,
  type ListPage,
  type MobileClockAssignment,
  type MobileClockInput,
  type MobileClockLocationInput,
  type MobileClockLog,
} from '@clockroom/contracts';
import { call, endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** The employee's own logs; the web reads logs and totalLogs (spec 3 §7). */
export const myLogsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: endpointKey(E.mine, { query: params }),
    queryFn: async ({ signal }): Promise<ListPage<MobileClockLog>> => {
      const page = await call(E.mine, { query: params, signal });
      return { results: page.logs, total: page.totalLogs };
    },
  });

/** Everyone's (all-logs). */
export const allLogsQuery = (params: ListParams) => endpointQuery(E.all, { query: params });

/** What waits on the signed-in approver now. */
export const approvalsQuery = (params: ListParams) => endpointQuery(E.approvals, { query: params });

export const todayQuery = () => endpointQuery(E.today);

export const clockMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.clock),
    mutationFn: (v: MobileClockInput) => submit(E.clock, { body: v }),
  });

export const locationsQuery = (params: ListParams) => endpointQuery(L.list, { query: params });

export const locationQuery = (id: string | number) => ({
  ...endpointQuery(L.get, { params: { id } }),
  retry: false,
});

/** Everyone assigned, for the assignment widget's starting list (the server caps a page at 100). */
export const locationEmployeesQuery = (id: string | number) =>
  endpointQuery(L.employees, { params: { id }, query: { page: 1, per_page: 100 } });

export const saveLocationMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(L.list), 'save', id ?? 'new'],
    mutationFn: (values: Omit<MobileClockLocationInput, 'id'>) =>
      id === undefined
        ? submit(L.create, { body: values })
        : submit(L.update, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

export const deleteLocationMutation = () => deleteMutation(L.delete);

export const assignLocationMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(L.list), 'assign', id],
    mutationFn: (values: MobileClockAssignment) => submit(L.assign, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

/**
 * After a change every list of clocks and locations is read afresh (/attendance/mobile-clocks and
 * /attendance/me/mobile-clocks), and the home's clock card.
 */
export const refreshMobileClocks = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(E.all) }),
    client.invalidateQueries({ queryKey: endpointKey(E.mine) }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
