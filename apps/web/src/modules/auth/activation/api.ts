import { queryOptions } from '@tanstack/react-query';
import { SIGNUP_ENDPOINTS as E } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';

/**
 * POST /auth/user-confirmation, run once when the mail link is opened. It is a query, not a mutation,
 * so a re-render or React's double effects never send the code twice.
 */
export const accountActivationQuery = (userId: string, confirmationCode: string) =>
  queryOptions({
    queryKey: ['auth', 'activation', userId, confirmationCode],
    // The answer is a message only; the query keeps the whole answer (a query may not resolve undefined).
    queryFn: () =>
      submit(E.confirm, {
        body: { user_id: Number(userId), confirmation_code: confirmationCode },
        skipSessionExpiry: true,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
