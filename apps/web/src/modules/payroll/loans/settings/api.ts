import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  LOAN_TYPE_STATUSES,
  loanCapEndpoints as CAPS,
  loanTypeEndpoints as T,
  type LoanCapInput,
  type LoanCapModelType,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../../platform/api/filter-values.ts';
import { saveMutation } from '../../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

/** Loan types and loan caps (issue 20). */

export const loanTypesQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(T.list, {
    query: { page, perPage, search_query, status: oneOf(LOAN_TYPE_STATUSES, status) },
  });
export const loanTypeQuery = (id: string | number) => ({
  ...endpointQuery(T.get, { params: { id } }),
  retry: false,
});
export const loanCapsQuery = (modelType: LoanCapModelType, search: string) =>
  endpointQuery(CAPS.list, {
    query: { model_type: modelType, searchByStationOrGrade: search.trim() || undefined },
  });

export const saveLoanTypeMutation = (id?: number) => saveMutation(T, id);

/** One type or several at once (the list's selection): all or none. */
export const deleteLoanTypesMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(T.list), 'delete'],
    mutationFn: (ids: readonly number[]) => submit(T.delete, { body: { loan_type_ids: [...ids] } }),
    meta: { notifySuccess: true },
  });

export const saveLoanCapsMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(CAPS.list), 'save'],
    mutationFn: (body: LoanCapInput) => submit(CAPS.save, { body }),
    meta: { notifySuccess: true },
  });

/** After a change every loan type list and record is read afresh (one key prefix). */
export const refreshLoanTypes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(T.list) });
export const refreshLoanCaps = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(CAPS.list) });
