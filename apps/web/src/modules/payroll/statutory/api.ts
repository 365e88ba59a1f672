import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  companyRemittanceEndpoints as R,
  statutoryDeductionEndpoints as S,
  type CompanyRemittanceInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Statutory deductions (tax table versions), the NHF default and company remittances (ADR 43). */

export const taxTablePageQuery = (params: ListParams) => endpointQuery(S.list, { query: params });

export const taxTableQuery = (id: string | number) => ({
  ...endpointQuery(S.get, { params: { id } }),
  retry: false,
});

/** The tax a version takes on a chosen year's pay; naira as typed. */
export const workedExampleQuery = (
  id: number,
  query: { annual_gross: string; annual_rent: string; annual_pensionable: string },
) => ({ ...endpointQuery(S.example, { params: { id }, query }), retry: false });

export const saveTaxTableMutation = (id?: number) => saveMutation(S, id);

export const deleteTaxTableMutation = () => deleteMutation(S.delete);

/** Every list and record of the versions (and the worked examples) is read afresh after a change. */
export const refreshTaxTables = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(S.list) });

export const statutorySettingsQuery = () => endpointQuery(S.settings);

export const saveStatutorySettingsMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(S.settings), 'save'],
    mutationFn: (nhfDefault: boolean) => submit(S.updateSettings, { body: { nhf_default: nhfDefault } }),
    meta: { notifySuccess: true },
  });

export const refreshStatutorySettings = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(S.settings) });

export const remittancePageQuery = (params: ListParams) => endpointQuery(R.list, { query: params });

export const remittanceQuery = (id: string | number) => ({
  ...endpointQuery(R.get, { params: { id } }),
  retry: false,
});

/** An update goes as spec 3 §7 writes it: PUT without an id in the path, the id in the body. */
export const saveRemittanceMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(R.list), 'save', id ?? 'new'],
    mutationFn: (body: CompanyRemittanceInput) =>
      id === undefined ? submit(R.create, { body }) : submit(R.update, { body: { ...body, id } }),
    meta: { notifySuccess: true },
  });

export const deleteRemittanceMutation = () => deleteMutation(R.delete);

export const refreshRemittances = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(R.list) });
