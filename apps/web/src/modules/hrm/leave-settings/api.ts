import { type QueryClient } from '@tanstack/react-query';
import { LEAVE_TYPE_ENDPOINTS as E, type EndpointInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** A leave type as the form sends it (spec 2 §7): the create call's body; the server checks it again. */
export type LeaveTypeBody = EndpointInput<typeof E.create>['body'];

/** Every cached read of leave types: the list and records, and each employee's choice of them. */
const typesKey = endpointKey(E.list);

export const leaveTypeListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const leaveTypeQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** The types an employee may request (ADR 23 "Eligibility"), for the leave form. */
export const eligibleLeaveTypesQuery = (employeeId: number) =>
  endpointQuery(E.byEmployee, { query: { employee_id: employeeId } });

/** Every leave type of the company, for the All Leaves filter. */
export const leaveTypeChoicesQuery = () => endpointQuery(E.list, { query: { page: 1, perPage: 100 } });

export const saveLeaveTypeMutation = (id?: number) => saveMutation(E, id);

export const deleteLeaveTypeMutation = () => deleteMutation(E.delete);

export const refreshLeaveTypes = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: typesKey }),
    client.invalidateQueries({ queryKey: endpointKey(E.byEmployee) }),
  ]);
