import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CategoryApproverDetail,
  CategoryApproverRow,
  LeaveTypeDetail,
  LeaveTypeRow,
  ListPage,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const TYPES = '/hrm/leaves/settings/leavetypes';
const typesKey = ['hrm', 'leave-types'] as const;

export const leaveTypeListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...typesKey, 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<LeaveTypeRow>>(TYPES, params, signal),
  });

export const leaveTypeQuery = (id: string | number) =>
  queryOptions({
    queryKey: [...typesKey, 'detail', String(id)],
    queryFn: ({ signal }) =>
      api.get<LeaveTypeDetail>(`${TYPES}/${encodeURIComponent(String(id))}`, undefined, signal),
    retry: false,
  });

/** A leave type as the form sends it (spec 2 §7): the server checks it again. */
export interface LeaveTypePayload {
  leave_name: string;
  weekend: string[];
  applicable_days: number | string;
  period_type: 'Day';
  category_type: string;
  departments?: number[];
  grades?: number[];
  employees?: number[];
  branch_id?: number | null;
  is_generic: 1 | 0;
  note?: string;
  gender?: string;
}

export const saveLeaveTypeMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...typesKey, 'save', id ?? 'new'],
    mutationFn: (values: LeaveTypePayload) =>
      id === undefined
        ? api.post<LeaveTypeDetail>(TYPES, values)
        : api.put<LeaveTypeDetail>(`${TYPES}/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteLeaveTypeMutation = () =>
  mutationOptions({
    mutationKey: [...typesKey, 'delete'],
    mutationFn: (id: number) => api.delete(`${TYPES}/${id}`),
    meta: { notifySuccess: true },
  });

export const refreshLeaveTypes = (client: QueryClient) => client.invalidateQueries({ queryKey: typesKey });

/** Approver groups scoped by a category (leave, exemptions): the calls under one API base. */
const groupsKey = (base: string) => ['hrm', 'category-approvers', base] as const;

export const categoryApproverListQuery = (base: string) => (params: ListParams) =>
  queryOptions({
    queryKey: [...groupsKey(base), 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<CategoryApproverRow>>(base, params, signal),
  });

export const categoryApproverQuery = (base: string, id: string) =>
  queryOptions({
    queryKey: [...groupsKey(base), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<CategoryApproverDetail>(`${base}/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export interface CategoryApproverPayload {
  description: string;
  approval_types?: string;
  category_type: string;
  employees: number[];
  grades: number[];
  departments: number[];
  branches: number[];
  branch_id: number;
  no_approvals: number | null;
  approver_details: { approver_person_id: number | null; alt_approver_person_id: number | null }[];
}

export const saveCategoryApproverMutation = (base: string, id?: number) =>
  mutationOptions({
    mutationKey: [...groupsKey(base), 'save', id ?? 'new'],
    mutationFn: (values: CategoryApproverPayload) =>
      id === undefined
        ? api.post<CategoryApproverDetail>(base, values)
        : api.put<CategoryApproverDetail>(`${base}/${id}`, values),
    meta: { notifySuccess: true },
  });

/** Leave deletes a batch (POST /delete {approverIds}); exemptions one id at a time (DELETE /{id}). */
export const deleteCategoryApproversMutation = (base: string, by: 'batch' | 'id') =>
  mutationOptions({
    mutationKey: [...groupsKey(base), 'delete'],
    mutationFn: async (ids: number[]) => {
      if (by === 'batch') return api.post(`${base}/delete`, { approverIds: ids });
      let last: unknown;
      for (const id of ids) last = await api.delete(`${base}/${id}`);
      return last;
    },
    meta: { notifySuccess: true },
  });

export const refreshCategoryApprovers = (client: QueryClient, base: string) =>
  client.invalidateQueries({ queryKey: groupsKey(base) });
