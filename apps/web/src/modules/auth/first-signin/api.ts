import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { PASSWORD_ENDPOINTS as E, type SessionUser } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';
import { currentUserQuery } from '../../../platform/session/current-user.ts';

/** POST /user/change-password-on-first-signin, then reload the user (must_change_password is now false). */
export const firstSigninPasswordMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'first-signin-password'],
    mutationFn: async (newPassword: string): Promise<{ message: string; user: SessionUser }> => {
      const { message } = await submit(E.changeOnFirstSignin, { body: { new_password: newPassword } });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
      return { message, user: await queryClient.fetchQuery(currentUserQuery()) };
    },
  });
