import { type QueryClient } from '@tanstack/react-query';
import { INVITE_ENDPOINTS as E, type InviteEmployeePayload } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const pendingInvitesQuery = (params: ListParams) => endpointQuery(E.pending, { query: params });

/** Invites live under /organization/employees: one invalidation refreshes them and the employee lists. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(E.pending).slice(0, 2) });

/** A new invitation, or a fresh mail for a pending one. */
export const inviteMutation = (queryClient: QueryClient) => ({
  mutationFn: (payload: InviteEmployeePayload) => submit(E.invite, { body: payload }),
  meta: { notifySuccess: true },
  onSuccess: () => refresh(queryClient),
});

export const resendMutation = (queryClient: QueryClient) => ({
  mutationFn: (id: number) => submit(E.resend, { params: { id } }),
  meta: { notifySuccess: true },
  onSuccess: () => refresh(queryClient),
});
