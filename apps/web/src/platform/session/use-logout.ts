import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SESSION_ENDPOINTS as E } from '@clockroom/contracts';
import { submit } from '../api/endpoint-client.ts';
import { notifySuccess } from '../notify/notify.ts';
import { session } from './session-store.ts';

/** Log Out: revoke the token on the server, forget token and user, go to /login (spec 1 §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => submit(E.logout, { skipSessionExpiry: true }),
    meta: { silent: true },
    onSettled: (result) => {
      session.clearAuth();
      session.forgetLastPage();
      if (result?.message) notifySuccess(result.message);
      // Leave the signed-in screens first, so none of their queries refetches into an empty cache.
      void navigate({ to: '/login' }).finally(() => queryClient.clear());
    },
  });
}

/** "Sign in as a new user": forget token and user and choose a company again. */
export function useSignInAsNewUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    session.clearAuth();
    session.forgetLastPage();
    void navigate({ to: '/company' }).finally(() => queryClient.clear());
  };
}
