import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';

/**
 * POST /auth/user-confirmation, run once when the mail link is opened. It is a query, not a mutation,
 * so a re-render or React's double effects never send the code twice.
 */
export const accountActivationQuery = (userId: string, confirmationCode: string) =>
  queryOptions({
    queryKey: ['auth', 'activation', userId, confirmationCode],
    queryFn: ({ signal }) =>
      api.postForData<unknown>(
        '/auth/user-confirmation',
        { user_id: Number(userId), confirmation_code: confirmationCode },
        signal,
      ),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
