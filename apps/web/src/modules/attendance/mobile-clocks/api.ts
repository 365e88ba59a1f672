import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ListPage,
  MobileClockApproval,
  MobileClockAssignment,
  MobileClockLocationEmployee,
  MobileClockLocationRow,
  MobileClockLog,
  MobileClockResult,
  MobileClockToday,
  MobileClockType,
  MyMobileClockLogs,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import type { Position } from './geolocation.ts';

const KEY = ['attendance', 'mobile-clocks'] as const;
const LOCATIONS = '/attendance/mobile-clocks/settings/locations';

/** GET /attendance/me/mobile-clocks/: the web reads logs and totalLogs (spec 3 §7). */
export const myLogsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'mine', params],
    queryFn: async ({ signal }): Promise<ListPage<MobileClockLog>> => {
      const page = await api.get<MyMobileClockLogs>('/attendance/me/mobile-clocks/', params, signal);
      return { results: page.logs, total: page.totalLogs };
    },
  });

/** GET /attendance/mobile-clocks/: everyone's (all-logs). */
export const allLogsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'all', params],
    queryFn: ({ signal }) => api.get<ListPage<MobileClockLog>>('/attendance/mobile-clocks/', params, signal),
  });

/** GET /attendance/mobile-clocks/approvals: what waits on the signed-in approver now. */
export const approvalsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'approvals', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<MobileClockApproval>>('/attendance/mobile-clocks/approvals', params, signal),
  });

export const todayQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'today'],
    queryFn: ({ signal }) =>
      api.get<MobileClockToday>('/attendance/me/mobile-clocks/today', undefined, signal),
  });

export const clockMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'clock'],
    mutationFn: (v: { clock_type: MobileClockType } & Position) =>
      api.post<MobileClockResult>('/attendance/me/mobile-clocks', v),
  });

export const locationsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'locations', params],
    queryFn: ({ signal }) => api.get<ListPage<MobileClockLocationRow>>(LOCATIONS, params, signal),
  });

export const locationQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'location', String(id)],
    queryFn: ({ signal }) =>
      api.get<MobileClockLocationRow>(`${LOCATIONS}/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
  });

/** Everyone assigned, for the assignment widget's starting list (the server caps a page at 100). */
export const locationEmployeesQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'location', String(id), 'employees'],
    queryFn: ({ signal }) =>
      api.get<ListPage<MobileClockLocationEmployee>>(
        `${LOCATIONS}/${encodeURIComponent(String(id))}/employees`,
        { page: 1, per_page: 100 },
        signal,
      ),
  });

export interface LocationPayload {
  name: string;
  address?: string | null;
  latitude: number;
  longitude: number;
  radius: number;
  branch_id?: number | null;
  all_employees: boolean;
}

export const saveLocationMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...KEY, 'location', 'save', id ?? 'new'],
    mutationFn: (values: LocationPayload) =>
      id === undefined
        ? api.post<MobileClockLocationRow>(LOCATIONS, values)
        : api.put<MobileClockLocationRow>(`${LOCATIONS}/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteLocationMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'location', 'delete'],
    mutationFn: (id: number) => api.delete(`${LOCATIONS}/${id}`),
    meta: { notifySuccess: true },
  });

export const assignLocationMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...KEY, 'location', 'assign', id],
    mutationFn: (values: MobileClockAssignment) =>
      api.post<MobileClockLocationRow>(`${LOCATIONS}/${id}/assign-employees`, values),
    meta: { notifySuccess: true },
  });

/** After a change every list of clocks and locations is read afresh, and the home's clock card. */
export const refreshMobileClocks = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: KEY }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
