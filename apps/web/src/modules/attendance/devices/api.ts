import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  BRANCH_ENDPOINTS,
  DEVICE_ENDPOINTS as E,
  type BulkTransferInput,
  type DeviceCommandInput,
  type SynchronizeInput,
  type UsersTransferInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** While a device has commands to answer, their log is read again this often. */
export const POLL_MS = 3000;

export const devicesQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

/** Every device (up to 100) for the pickers. */
export const deviceChoicesQuery = () => ({
  ...endpointQuery(E.list, { query: { page: 1, perPage: 100 } }),
  staleTime: 30_000,
});

export const deviceQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** The branches a device may belong to (the form's select). */
export const branchChoicesQuery = () => ({
  ...endpointQuery(BRANCH_ENDPOINTS.list, { query: { page: 1, perPage: 100 } }),
  staleTime: 60_000,
});

export const deviceTypesQuery = () => ({ ...endpointQuery(E.types), staleTime: Infinity });

export const deviceUsersQuery = (deviceId: number | null, params: ListParams) => ({
  ...endpointQuery(E.users, { query: { ...params, device_id: deviceId ?? 0 } }),
  enabled: deviceId !== null,
});

export const transactionsQuery = (params: ListParams) => endpointQuery(E.transactions, { query: params });

export const transactionQuery = (id: string | number) =>
  queryOptions({
    ...endpointQuery(E.transaction, { params: { id } }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? POLL_MS : false),
  });

export const transactionCommandsQuery = (id: string | number, params: ListParams, pending: boolean) =>
  queryOptions({
    ...endpointQuery(E.transactionCommands, { params: { id }, query: params }),
    refetchInterval: pending ? POLL_MS : false,
  });

export const saveDeviceMutation = (id?: number) => saveMutation(E, id);

export const transferUsersMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.usersTransfer),
    mutationFn: (values: UsersTransferInput) => submit(E.usersTransfer, { body: values }),
    meta: { notifySuccess: true },
  });

export const bulkTransferMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.bulkTransfer),
    mutationFn: (values: Pick<BulkTransferInput, 'source_device_id' | 'target_device_ids'>) =>
      submit(E.bulkTransfer, { body: values }),
    meta: { notifySuccess: true },
  });

export const synchronizeMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.synchronize),
    mutationFn: (values: SynchronizeInput) => submit(E.synchronize, { body: values }),
    meta: { notifySuccess: true },
  });

export const sendCommandMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.command),
    mutationFn: (values: Pick<DeviceCommandInput, 'device_ids' | 'command'>) =>
      submit(E.command, { body: values }),
    meta: { notifySuccess: true },
  });

/** Every list and record under /attendance/devices. */
/** Every page of a transaction's commands, read again. */
export const refreshTransactionCommands = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(E.transactionCommands, { params: { id } }) });

export const refreshDevices = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(E.list) });
