import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadCountQuery } from './unread-count-query.ts';

/**
 * The unread count, polled. Any other successful write may have notified the user (a password change,
 * an approval), so each one also asks for the count again: the badge changes right after the action
 * rather than at the next poll.
 */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const count = useQuery(unreadCountQuery());
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[0] === 'notifications') return;
        void client.invalidateQueries({ queryKey: unreadCountQuery().queryKey });
      }),
    [client],
  );
  return count.data?.unread ?? 0;
}
