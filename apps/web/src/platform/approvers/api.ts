import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Approvable,
  ApprovablesInput,
  ApproverGroupDetail,
  ApproverGroupInput,
  ApproverGroupRow,
  ListPage,
} from '@clockroom/contracts';
import { api } from '../api/client.ts';
import type { ListParams } from '../ui/data-table/list-search.ts';

/** The calls of one module's approver settings (spec 2 §7), keyed by its API base path. */
const key = (base: string) => ['approvers', base] as const;

export const approverListQuery = (base: string) => (params: ListParams) =>
  queryOptions({
    queryKey: [...key(base), 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<ApproverGroupRow>>(base, params, signal),
  });

export const approverGroupQuery = (base: string, id: string) =>
  queryOptions({
    queryKey: [...key(base), 'detail', id],
    queryFn: ({ signal }) =>
      api.get<ApproverGroupDetail>(`${base}/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

/** Who the group covers now (GET {id}/approvables), as many as the server gives in one page. */
export const approvablesQuery = (base: string, id: string) =>
  queryOptions({
    queryKey: [...key(base), 'approvables', id],
    queryFn: ({ signal }) =>
      api.get<ListPage<Approvable>>(
        `${base}/${encodeURIComponent(id)}/approvables`,
        { page: 1, per_page: 100 },
        signal,
      ),
    retry: false,
  });

/**
 * A group as the form sends it: the server checks what the form could not (a level left without an
 * approver arrives as null and is answered with that level's message).
 */
export interface ApproverGroupPayload {
  group_name: string;
  approval_types?: ApproverGroupInput['approval_types'];
  approvers_count: number | null;
  approval_details: { approval_person_id: number | null; alt_approval_person_id: number | null }[];
}

export const saveApproverGroupMutation = (base: string, id?: number) =>
  mutationOptions({
    mutationKey: [...key(base), 'save', id ?? 'new'],
    mutationFn: (values: ApproverGroupPayload) =>
      id === undefined
        ? api.post<ApproverGroupDetail>(base, values)
        : api.put<ApproverGroupDetail>(`${base}/${id}`, values),
    meta: { notifySuccess: true },
  });

export const deleteApproverGroupMutation = (base: string) =>
  mutationOptions({
    mutationKey: [...key(base), 'delete'],
    mutationFn: (id: number) => api.delete(`${base}/${id}`),
    meta: { notifySuccess: true },
  });

export const assignApprovablesMutation = (base: string, id: number) =>
  mutationOptions({
    mutationKey: [...key(base), 'assign', id],
    mutationFn: (values: ApprovablesInput) =>
      api.post<ApproverGroupDetail>(`${base}/${id}/approvables`, values),
    meta: { notifySuccess: true },
  });

/** After a change, every list, record and coverage of the module's groups is read afresh. */
export const refreshApprovers = (client: QueryClient, base: string) =>
  client.invalidateQueries({ queryKey: key(base) });
