import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  loanDisbursementEndpoints as D,
  loanRefundEndpoints as R,
  type LoanDisbursementInput,
  type LoanRefundInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../../platform/api/endpoint-client.ts';
import { deleteMutation } from '../../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

/** Loan disbursements and refunds (issue 20, ADR 53). */

const listQuery = ({ page, perPage, search_query }: ListParams) => ({ page, perPage, search_query });

export const disbursementsQuery = (params: ListParams) => endpointQuery(D.list, { query: listQuery(params) });
export const refundsQuery = (params: ListParams) => endpointQuery(R.list, { query: listQuery(params) });
export const refundQuery = (id: string | number) => ({
  ...endpointQuery(R.get, { params: { id } }),
  retry: false,
});

/** The employee's loans that may still be disbursed, or refunded. */
export const loansToDisburseQuery = (employeeId: number) =>
  endpointQuery(D.notFullyDisbursed, { query: { employee_id: employeeId } });
export const loansToRefundQuery = (employeeId: number) =>
  endpointQuery(R.notFullyRefunded, { query: { employee_id: employeeId } });

export const disburseMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(D.list), 'create'],
    mutationFn: (body: LoanDisbursementInput) => submit(D.create, { body }),
    meta: { notifySuccess: true },
  });

export const deleteDisbursementMutation = () => deleteMutation(D.delete);

export const saveRefundMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(R.list), 'save', id ?? 'new'],
    mutationFn: (body: LoanRefundInput) =>
      id === undefined ? submit(R.create, { body }) : submit(R.update, { body: { ...body, id } }),
    meta: { notifySuccess: true },
  });

export const deleteRefundMutation = () => deleteMutation(R.delete);

/** After any money moves, both lists and both loan pickers are read afresh (balances changed). */
export const refreshRepayments = (client: QueryClient) =>
  Promise.all(
    [D.list, D.notFullyDisbursed, R.list, R.notFullyRefunded].map((e) =>
      client.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
