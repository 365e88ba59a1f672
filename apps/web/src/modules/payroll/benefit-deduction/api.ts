import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  BENEFIT_DEDUCTION_KINDS,
  BENEFIT_DEDUCTION_STATUSES,
  benefitDeductionEndpoints as R,
  benefitDeductionTypeEndpoints as T,
  type BenefitDeductionCreateInput,
  type BenefitDeductionUpdateInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../platform/api/filter-values.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Benefits and deductions (ADR 54): types, records and their decisions. */

const monthOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? v : undefined);

/** The list kit's params as the records' query: paging, search and the filters. */
const recordParams = ({ page, perPage, search_query, kind, status, month }: ListParams) => ({
  page,
  perPage,
  search_query,
  kind: oneOf(BENEFIT_DEDUCTION_KINDS, kind),
  status: oneOf(BENEFIT_DEDUCTION_STATUSES, status),
  month: monthOf(month),
});

export const typesQuery = (params: ListParams) =>
  endpointQuery(T.list, {
    query: {
      page: params.page,
      perPage: params.perPage,
      search_query: params.search_query,
      kind: oneOf(BENEFIT_DEDUCTION_KINDS, params['kind']),
    },
  });
/** Every type, for the record form's choice. */
export const allTypesQuery = () => endpointQuery(T.list, { query: { page: 1, perPage: 100 } });
export const typeQuery = (id: string | number) => ({
  ...endpointQuery(T.get, { params: { id } }),
  retry: false,
});

export const recordsQuery = (params: ListParams) => endpointQuery(R.list, { query: recordParams(params) });
export const approvalsQuery = (params: ListParams) =>
  endpointQuery(R.approvals, { query: recordParams(params) });
export const recordQuery = (id: string | number) => ({
  ...endpointQuery(R.get, { params: { id } }),
  retry: false,
});

export const saveTypeMutation = (id?: number) => saveMutation({ create: T.create, update: T.updateById }, id);

export const deleteTypeMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(T.list), 'delete'],
    mutationFn: (ids: number[]) => submit(T.delete, { params: { id: ids.join(',') } }),
    meta: { notifySuccess: true },
  });

export const createRecordMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(R.list), 'create'],
    mutationFn: (body: BenefitDeductionCreateInput) => submit(R.create, { body }),
    meta: { notifySuccess: true },
  });

export const updateRecordMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(R.list), 'update', id],
    mutationFn: (body: BenefitDeductionUpdateInput) => submit(R.updateById, { params: { id }, body }),
    meta: { notifySuccess: true },
  });

export const deleteRecordMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(R.list), 'delete'],
    mutationFn: (ids: number[]) => submit(R.delete, { params: { id: ids.join(',') } }),
    meta: { notifySuccess: true },
  });

/** After a change every list and record of the area is read afresh: one key prefix holds them all. */
export const refreshRecords = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(R.list) });
export const refreshTypes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(T.list) });

export { R as recordCalls, T as typeCalls };
