import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';

/**
 * POST /auth/user-confirmation, run once when the mail link is opened. It is a query, not a mutation,
 * so a re-render or React's double effects never send the code twice.
 */
export const accountActivationQuery = (userId: string, confirmationCode: string) =>
  queryOptions({
    queryKey: ['auth', 'activation', userId, confirmationCode],
    // The answer is a message only; the query keeps the whole envelope (a query may not resolve undefined).
    queryFn: () =>
      api.post(
        '/auth/user-confirmation',
        { user_id: Number(userId), confirmation_code: confirmationCode },
        true,
      ),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
