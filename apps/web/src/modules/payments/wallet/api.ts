import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  PAYIN_STATUSES,
  TRANSFER_STATUSES,
  paymentProviderEndpoints as P,
  walletEndpoints as E,
  type PayinInput,
  type PayinStatus,
  type TransferStatus,
  type WalletSettingsInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** The company wallet (issue 21, ADR 57). */

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  (values as readonly unknown[]).includes(v) ? (v as T) : undefined;

export const statsQuery = () => endpointQuery(E.stats, {});
export const walletQuery = () => endpointQuery(E.wallet, {});
export const settingsQuery = () => endpointQuery(E.settings, {});

export const payinsQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.payins, {
    query: { page, perPage, search_query, status: oneOf<PayinStatus>(PAYIN_STATUSES, status) },
  });
export const transfersQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.transfers, {
    query: { page, perPage, search_query, status: oneOf<TransferStatus>(TRANSFER_STATUSES, status) },
  });
export const transferQuery = (id: string | number) => ({
  ...endpointQuery(E.transfer, { params: { id } }),
  retry: false,
});
export const payinQuery = (id: string | number) => ({
  ...endpointQuery(E.payin, { params: { id } }),
  retry: false,
});

export const createPayinMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.payins), 'create'],
    mutationFn: (body: PayinInput) => submit(E.createPayin, { body }),
    meta: { notifySuccess: true },
  });

export const retryTransferMutation = () => deleteMutation(E.retryTransfer);

export const saveSettingsMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.settings), 'save'],
    mutationFn: (body: WalletSettingsInput) => submit(E.saveSettings, { body }),
    meta: { notifySuccess: true },
  });

export const openVirtualAccountMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(P.virtualAccounts), 'create'],
    mutationFn: () => submit(P.createVirtualAccount, {}),
    meta: { notifySuccess: true },
  });

/** After money moves, every figure and list of the wallet is read afresh. */
export const refreshWallet = (client: QueryClient) =>
  Promise.all(
    [E.stats, E.wallet, E.payins, E.payin, E.transfers, E.transfer, E.settings, P.virtualAccounts].map((e) =>
      client.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
