import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { LEAVE_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { withStartEndDates } from '../../../platform/api/date-range.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Everything cached about leave requests: lists, records, balances, relief officers. */
const leavesKey = endpointKey(E.list);

/** All Leaves, for 'view leaves' holders. */
export const allLeavesQuery = (params: ListParams) =>
  endpointQuery(E.list, { query: withStartEndDates(params) });

/** The signed-in employee's own requests. */
export const myLeavesQuery = (params: ListParams) =>
  endpointQuery(E.mine, { query: withStartEndDates(params) });

/** What waits on the signed-in approver now (ADR 22). */
export const leaveApprovalsQuery = (params: ListParams) =>
  endpointQuery(E.approvals, { query: withStartEndDates(params) });

export const leaveQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** An employee's balances (their own without an id) in a leave year. */
export const leaveBalancesQuery = (employeeId: number | null | undefined, year?: number) =>
  endpointQuery(E.balances, {
    query: { ...(employeeId ? { employee_id: employeeId } : {}), ...(year ? { year } : {}) },
  });

/** Create and edit (spec 2 §7): the employee, in self-service the signed-in one. */
export const saveLeaveMutation = (id?: number) => saveMutation(E, id);

export const deleteLeavesMutation = () =>
  mutationOptions({
    mutationKey: [...leavesKey, 'delete'],
    mutationFn: (ids: number[]) => submit(E.delete, { body: { leave_ids: ids } }),
    meta: { notifySuccess: true },
  });

/**
 * The employee (or HR) cancels requests. The answer says which were cancelled and why any were not
 * (the inbox kit's result, ADR 31); the screen words the notice from it, so no automatic notice.
 */
export const cancelLeavesMutation = () =>
  mutationOptions({
    mutationKey: [...leavesKey, 'cancel'],
    mutationFn: (ids: number[]) => submit(E.cancel, { body: { leave_request_ids: ids } }),
  });

/** After a change every list, record and balance of leave is read afresh (and the home cards). */
export const refreshLeaves = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: leavesKey }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
