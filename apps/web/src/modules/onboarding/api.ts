import type { QueryClient } from '@tanstack/react-query';
import { SELF_PROFILE_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../platform/api/endpoint-client.ts';
import { currentUserQuery } from '../../platform/session/current-user.ts';
import type { ProfilePayload } from './profile-form-values.ts';

/** GET /organization/employees/{id}/profile: the fields the onboarding and edit forms show. */
export const selfProfileQuery = (id: number | string) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

/** PUT /organization/employees/{id}/profile, then refresh the session (profile_completed, picture). */
export const saveProfileMutation = (queryClient: QueryClient, id: number | string) => ({
  mutationFn: (payload: ProfilePayload) => submit(E.update, { params: { id }, body: payload }),
  meta: { notifySuccess: true },
  onSuccess: async () => {
    // The profile is under the employee's key, so this reads it afresh with the rest of them.
    await queryClient.invalidateQueries({ queryKey: ['organization', 'employees'] });
    await queryClient.refetchQueries({ queryKey: currentUserQuery().queryKey });
  },
});
