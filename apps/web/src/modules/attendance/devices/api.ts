import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AttendanceSetting,
  DeviceCommandRow,
  DeviceRow,
  DeviceTransaction,
  DeviceTypeOption,
  DeviceUser,
  ListPage,
  TransactionRef,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const BASE = '/attendance/devices';
const KEY = ['attendance', 'devices'] as const;
/** While a device has commands to answer, their log is read again this often. */
export const POLL_MS = 3000;

export const devicesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<DeviceRow>>(BASE, params, signal),
  });

/** Every device (up to 100) for the pickers. */
export const deviceChoicesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'choices'],
    queryFn: ({ signal }) => api.get<ListPage<DeviceRow>>(BASE, { page: 1, perPage: 100 }, signal),
    staleTime: 30_000,
  });

export const deviceQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'detail', String(id)],
    queryFn: ({ signal }) =>
      api.get<DeviceRow>(`${BASE}/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
  });

export const deviceTypesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'types'],
    queryFn: ({ signal }) => api.get<DeviceTypeOption[]>(`${BASE}/types`, undefined, signal),
    staleTime: Infinity,
  });

export const deviceUsersQuery = (deviceId: number | null, params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'users', deviceId, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<DeviceUser>>(`${BASE}/users`, { ...params, device_id: deviceId ?? 0 }, signal),
    enabled: deviceId !== null,
  });

export const transactionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'transactions', params],
    queryFn: ({ signal }) => api.get<ListPage<DeviceTransaction>>(`${BASE}/transactions`, params, signal),
  });

export const transactionQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'transaction', String(id)],
    queryFn: ({ signal }) =>
      api.get<DeviceTransaction>(`${BASE}/transactions/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? POLL_MS : false),
  });

export const transactionCommandsQuery = (id: string | number, params: ListParams, pending: boolean) =>
  queryOptions({
    queryKey: [...KEY, 'transaction', String(id), 'commands', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<DeviceCommandRow>>(
        `${BASE}/transactions/${encodeURIComponent(String(id))}/commands`,
        params,
        signal,
      ),
    refetchInterval: pending ? POLL_MS : false,
  });

export interface DevicePayload {
  name: string;
  serial_number: string;
  branch_id: number;
  device_type: string;
  clock_offset_minutes: number | null;
}

export const saveDeviceMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...KEY, 'save', id ?? 'new'],
    mutationFn: (values: DevicePayload) =>
      id === undefined ? api.post<DeviceRow>(BASE, values) : api.put<DeviceRow>(`${BASE}/${id}`, values),
    meta: { notifySuccess: true },
  });

export interface TransferPayload {
  source_device_id: number;
  target_device_id: number;
  pins: string[];
  delete_from_source: boolean;
}

export const transferUsersMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'transfer'],
    mutationFn: (values: TransferPayload) =>
      api.post<TransactionRef>(`${BASE}/commands/users-transfer`, values),
    meta: { notifySuccess: true },
  });

export const bulkTransferMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'bulk-transfer'],
    mutationFn: (values: { source_device_id: number; target_device_ids: number[] }) =>
      api.post<TransactionRef>(`${BASE}/commands/users/bulk-transfer`, values),
    meta: { notifySuccess: true },
  });

export const synchronizeMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'synchronize'],
    mutationFn: (values: { device_ids: number[]; employee_ids: number[] }) =>
      api.post<TransactionRef>(`${BASE}/commands/synchronize`, values),
    meta: { notifySuccess: true },
  });

export const sendCommandMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'command'],
    mutationFn: (values: { device_ids: number[]; command: string }) =>
      api.post<TransactionRef>(`${BASE}/commands`, values),
    meta: { notifySuccess: true },
  });

const SETTING = 'IGNORE_FUNCTION_KEY';
export const ignoreFunctionKeyQuery = () =>
  queryOptions({
    queryKey: ['attendance', 'settings', SETTING],
    queryFn: ({ signal }) => api.get<AttendanceSetting>('/attendance/settings', { name: SETTING }, signal),
  });

export const saveIgnoreFunctionKeyMutation = () =>
  mutationOptions({
    mutationKey: ['attendance', 'settings', SETTING, 'save'],
    mutationFn: (value: boolean) =>
      api.post<AttendanceSetting>(`/attendance/settings?name=${SETTING}`, { value }),
    meta: { notifySuccess: true },
  });

export const refreshDevices = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: KEY });
