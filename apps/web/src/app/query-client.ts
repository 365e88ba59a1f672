import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../platform/api/api-error.ts';
import { shouldRetry } from '../platform/api/retry.ts';
import { notifyError, notifySuccess } from '../platform/notify/notify.ts';
import { serverMessageOf } from '../platform/i18n/server-message.ts';
import '../platform/api/query-meta.ts';

/** Session expiry has its own notice; everything else failing in a mutation is shown (spec 1 §8). */
function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && error.sessionExpired;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.notifyError && !isSessionExpiry(error)) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silent && !isSessionExpiry(error)) notifyError(error);
      },
      onSuccess: (data, _variables, _result, mutation) => {
        if (mutation.meta?.notifySuccess) notifySuccess(serverMessageOf(data));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
