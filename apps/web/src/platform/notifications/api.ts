import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS as E, type NotificationPreferences } from '@clockroom/contracts';
import { endpointQuery, submit } from '../api/endpoint-client.ts';
import { unreadCountQuery } from './unread-count-query.ts';

/** How many notifications the panel shows. */
const PANEL_SIZE = 8;

/** The newest notifications, read each time the panel opens. */
export const latestNotificationsQuery = () => ({
  ...endpointQuery(E.list, { query: { page: 1, per_page: PANEL_SIZE } }),
  staleTime: 0,
});

export const notificationPreferencesQuery = () => ({
  ...endpointQuery(E.preferences),
  staleTime: 5 * 60_000,
});

/** The server answers the new unread count with each write, so the badge changes at once. */
function settle(client: QueryClient, unread: number): Promise<void> {
  client.setQueryData(unreadCountQuery().queryKey, { unread });
  return client.invalidateQueries({ queryKey: latestNotificationsQuery().queryKey });
}

export const markReadMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'read'],
    mutationFn: (id: number) => submit(E.read, { params: { id } }),
    onSuccess: (result) => settle(client, result.data.unread),
  });

export const markAllReadMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'read-all'],
    mutationFn: () => submit(E.readAll),
    onSuccess: (result) => settle(client, result.data.unread),
  });

export const savePreferencesMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'preferences'],
    mutationFn: (values: NotificationPreferences) => submit(E.savePreferences, { body: values }),
    onSuccess: (result) => client.setQueryData(notificationPreferencesQuery().queryKey, result.data),
  });
