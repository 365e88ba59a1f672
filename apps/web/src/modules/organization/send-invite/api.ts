import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InviteEmployeePayload, InviteResult, ListPage, PendingInvite } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const pendingInvitesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['organization', 'employee-invites', params],
    queryFn: ({ signal }) =>
      api.get<ListPage<PendingInvite>>('/organization/employees/invites', params, signal),
  });

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['organization', 'employee-invites'] }),
    queryClient.invalidateQueries({ queryKey: ['organization', 'employees'] }),
  ]);

/** POST /organization/employees/invite: a new invitation, or a fresh mail for a pending one. */
export const inviteMutation = (queryClient: QueryClient) => ({
  mutationFn: (payload: InviteEmployeePayload) =>
    api.post<InviteResult>('/organization/employees/invite', payload),
  meta: { notifySuccess: true },
  onSuccess: () => refresh(queryClient),
});

export const resendMutation = (queryClient: QueryClient) => ({
  mutationFn: (id: number) => api.post<InviteResult>(`/organization/employees/invites/${id}/resend`),
  meta: { notifySuccess: true },
  onSuccess: () => refresh(queryClient),
});
