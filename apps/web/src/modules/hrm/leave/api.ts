import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DeletedCount,
  EligibleLeaveType,
  LeaveBalanceItem,
  LeaveDecisionResult,
  LeaveDetail,
  LeaveRow,
  LeaveTypeRow,
  ListPage,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const BASE = '/hrm/leaves';
const KEY = ['hrm', 'leaves'] as const;

/** The URL keeps a date range as one value, `from~to`; the calls take start_date and end_date. */
export const RANGE_SEPARATOR = '~';
function withDates({ range, ...params }: ListParams): ListParams {
  const [start, end] = typeof range === 'string' ? range.split(RANGE_SEPARATOR) : [];
  return start && end ? { ...params, start_date: start, end_date: end } : params;
}

/** GET /hrm/leaves: All Leaves, for 'view leaves' holders. */
export const allLeavesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'all', params],
    queryFn: ({ signal }) => api.get<ListPage<LeaveRow>>(BASE, withDates(params), signal),
  });

/** GET /hrm/leaves/me: the signed-in employee's own requests. */
export const myLeavesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'mine', params],
    queryFn: ({ signal }) => api.get<ListPage<LeaveRow>>(`${BASE}/me`, withDates(params), signal),
  });

/** GET /hrm/leaves/approvals: what waits on the signed-in approver now (ADR 22). */
export const leaveApprovalsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...KEY, 'approvals', params],
    queryFn: ({ signal }) => api.get<ListPage<LeaveRow>>(`${BASE}/approvals`, withDates(params), signal),
  });

export const leaveQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...KEY, 'detail', String(id)],
    queryFn: ({ signal }) =>
      api.get<LeaveDetail>(`${BASE}/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
  });

/** GET /hrm/leaves/balances: an employee's balances (their own without an id) in a leave year. */
export const leaveBalancesQuery = (employeeId: number | null | undefined, year?: number) =>
  queryOptions({
    queryKey: [...KEY, 'balances', employeeId ?? 'me', year ?? 'current'],
    queryFn: ({ signal }) =>
      api.get<LeaveBalanceItem[]>(
        `${BASE}/balances`,
        { ...(employeeId ? { employee_id: employeeId } : {}), ...(year ? { year } : {}) },
        signal,
      ),
  });

/** GET /hrm/leave-types-by-employee: the types an employee may request (ADR 23 "Eligibility"). */
export const eligibleLeaveTypesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ['hrm', 'leave-types', 'by-employee', employeeId],
    queryFn: ({ signal }) =>
      api.get<EligibleLeaveType[]>('/hrm/leave-types-by-employee', { employee_id: employeeId }, signal),
  });

/** Every leave type of the company, for the All Leaves filter (GET /hrm/leaves/settings/leavetypes). */
export const leaveTypeChoicesQuery = () =>
  queryOptions({
    queryKey: ['hrm', 'leave-types', 'list', { page: 1, perPage: 100 }],
    queryFn: ({ signal }) =>
      api.get<ListPage<LeaveTypeRow>>('/hrm/leaves/settings/leavetypes', { page: 1, perPage: 100 }, signal),
  });

/** POST and PUT /hrm/leaves (spec 2 §7): the employee, in self-service the signed-in one. */
export interface LeavePayload {
  employee_id?: number;
  leave_type_id: number;
  start_date: string;
  end_date: string;
  /** An empty relief is sent as 0 (spec 2 §5). */
  handover_to: number;
  note: string;
}

export const saveLeaveMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...KEY, 'save', id ?? 'new'],
    mutationFn: (values: LeavePayload) =>
      id === undefined ? api.post<LeaveDetail>(BASE, values) : api.put<LeaveDetail>(`${BASE}/${id}`, values),
    meta: { notifySuccess: true },
  });

/** POST /hrm/leaves/delete {leave_ids}. */
export const deleteLeavesMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'delete'],
    mutationFn: (ids: number[]) => api.post<DeletedCount>(`${BASE}/delete`, { leave_ids: ids }),
    meta: { notifySuccess: true },
  });

export type LeaveAction = 'approve' | 'reject' | 'cancel';

/**
 * POST /hrm/leaves/{approve|reject|cancel} {leave_request_ids, reason}. The answer says how many were
 * done and why any were not; the screen words the notice from it, so no automatic success notice.
 */
export const leaveActionMutation = () =>
  mutationOptions({
    mutationKey: [...KEY, 'action'],
    mutationFn: ({ action, ids, reason }: { action: LeaveAction; ids: number[]; reason?: string }) =>
      api.post<LeaveDecisionResult>(`${BASE}/${action}`, {
        leave_request_ids: ids,
        ...(reason ? { reason } : {}),
      }),
  });

/** After a change every list, record and balance of leave is read afresh (and the home cards). */
export const refreshLeaves = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: KEY }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
