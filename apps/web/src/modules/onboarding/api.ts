import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EmployeeSelfProfile } from '@clockroom/contracts';
import { api } from '../../platform/api/client.ts';
import { currentUserQuery } from '../../platform/session/current-user.ts';
import type { ProfilePayload } from './profile-form-values.ts';

/** GET /organization/employees/{id}/profile: the fields the onboarding and edit forms show. */
export const selfProfileQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['onboarding', 'profile', String(id)],
    queryFn: ({ signal }) =>
      api.get<EmployeeSelfProfile>(
        `/organization/employees/${encodeURIComponent(String(id))}/profile`,
        undefined,
        signal,
      ),
    retry: false,
  });

/** PUT /organization/employees/{id}/profile, then refresh the session (profile_completed, picture). */
export const saveProfileMutation = (queryClient: QueryClient, id: number | string) => ({
  mutationFn: (payload: ProfilePayload) =>
    api.put<EmployeeSelfProfile>(
      `/organization/employees/${encodeURIComponent(String(id))}/profile`,
      payload,
    ),
  meta: { notifySuccess: true },
  onSuccess: async () => {
    await queryClient.invalidateQueries({ queryKey: ['onboarding', 'profile', String(id)] });
    await queryClient.invalidateQueries({ queryKey: ['organization', 'employees'] });
    await queryClient.refetchQueries({ queryKey: currentUserQuery().queryKey });
  },
});
