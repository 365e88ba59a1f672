import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApprovablesInput, ApproverGroupInput, approverGroupEndpoints } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../api/endpoint-client.ts';
import type { ListParams } from '../ui/data-table/list-search.ts';

/** The calls of one module's approver settings (spec 2 §7), under its API base path. */
export type ApproverCalls = ReturnType<typeof approverGroupEndpoints>;

export const approverListQuery = (E: ApproverCalls) => (params: ListParams) =>
  endpointQuery(E.list, { query: params });

export const approverGroupQuery = (E: ApproverCalls, id: string) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** Who the group covers now (GET {id}/approvables), as many as the server gives in one page. */
export const approvablesQuery = (E: ApproverCalls, id: string) => ({
  ...endpointQuery(E.approvables, { params: { id }, query: { page: 1, per_page: 100 } }),
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

export const saveApproverGroupMutation = (E: ApproverCalls, id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'save', id ?? 'new'],
    mutationFn: (values: ApproverGroupPayload) =>
      id === undefined
        ? submit(E.create, { body: values })
        : submit(E.update, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

export const deleteApproverGroupMutation = (E: ApproverCalls) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'delete'],
    mutationFn: (id: number) => submit(E.delete, { params: { id } }),
    meta: { notifySuccess: true },
  });

export const assignApprovablesMutation = (E: ApproverCalls, id: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'assign', id],
    mutationFn: (values: ApprovablesInput) => submit(E.assign, { params: { id }, body: values }),
    meta: { notifySuccess: true },
  });

/** After a change, every list, record and coverage of the module's groups is read afresh. */
export const refreshApprovers = (client: QueryClient, E: ApproverCalls) =>
  client.invalidateQueries({ queryKey: endpointKey(E.list) });
