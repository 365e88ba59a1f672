import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { OAUTH_CLIENT_ID, SESSION_ENDPOINTS as E, type SessionUser } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';
import { clientConfigQuery } from '../../../platform/session/client-config.ts';
import { currentUserQuery } from '../../../platform/session/current-user.ts';
import { session } from '../../../platform/session/session-store.ts';

export interface Credentials {
  email: string;
  password: string;
  companySlug: string;
}

export interface SignedIn {
  message: string;
  user: SessionUser;
}

/** Password grant (spec 1 §9: client id 1, secret from /client-config), then GET /user. */
export const loginMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: async ({ email, password, companySlug }: Credentials): Promise<SignedIn> => {
      const config = await queryClient.ensureQueryData(clientConfigQuery());
      const { message, data } = await submit(E.login, {
        body: {
          client_id: config.client_id ?? OAUTH_CLIENT_ID,
          client_secret: config.client_secret,
          grant_type: 'password',
          username: email.trim(),
          password,
          company_id: companySlug,
        },
      });
      session.setTokens(data);
      queryClient.removeQueries({ queryKey: currentUserQuery().queryKey });
      try {
        return { message, user: await queryClient.fetchQuery(currentUserQuery()) };
      } catch (error) {
        session.clearAuth();
        throw error;
      }
    },
  });
