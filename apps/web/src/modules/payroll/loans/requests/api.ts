import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { LOAN_STATUSES, loanRequestEndpoints as E } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../../platform/api/filter-values.ts';
import { saveMutation } from '../../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

/** Loan requests, their approval and what an employee may borrow (ADR 52). */

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The list kit's params as the requests' query: paging, search (none when blank) and the filters. */
const listParams = ({
  page,
  perPage,
  search_query,
  status,
  loan_type_id,
  start_date,
  end_date,
}: ListParams) => ({
  page,
  perPage,
  search_query: search_query || undefined,
  status: oneOf(LOAN_STATUSES, status),
  loan_type_id: text(loan_type_id),
  start_date: text(start_date),
  end_date: text(end_date),
});

export const loanRequestsQuery = (params: ListParams) => endpointQuery(E.list, { query: listParams(params) });
export const myLoansQuery = (params: ListParams) =>
  endpointQuery(E.list, { query: { ...listParams(params), mine: true } });
export const loanApprovalsQuery = (params: ListParams) =>
  endpointQuery(E.approvals, { query: listParams(params) });
export const loanRequestQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** The types the employee may apply for now. */
export const employeeLoanTypesQuery = (employeeId: number) =>
  queryOptions({ ...endpointQuery(E.typesForEmployee, { params: { id: employeeId } }), staleTime: 30_000 });

/** What the employee may still borrow on the type. */
export const availabilityQuery = (employeeId: number, loanTypeId: number) =>
  queryOptions({
    ...endpointQuery(E.availability, { query: { employee_id: employeeId, loan_type_id: loanTypeId } }),
    staleTime: 10_000,
  });

export const saveLoanMutation = (id?: number) => saveMutation(E, id);

export const deleteLoansMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'delete'],
    mutationFn: (ids: number[]) => submit(E.remove, { body: { loan_request_ids: ids } }),
    meta: { notifySuccess: true },
  });

/** After a request changes or is decided, every request list, request and availability is read afresh. */
export const refreshLoans = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(E.list) }),
    client.invalidateQueries({ queryKey: endpointKey(E.availability) }),
  ]);

export { E as loanRequestCalls };
