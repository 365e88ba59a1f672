import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * A write a screen makes (a list row's delete, a status move, a settings save) with the module's
 * lists and records read afresh once it is done: the screen names the module's mutation options
 * (`deleteTeamsMutation()`) and its refresh (`refreshStructure`) instead of fetching the query client
 * and wiring `onSuccess` itself. The write resolves after the refresh, as the hand-wired ones did; a
 * write that does more on success (closing a dialog, going on to a screen) keeps `useMutation`.
 */
export function useRefreshingWrite<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  refresh: (client: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSuccess: () => refresh(queryClient) });
}
