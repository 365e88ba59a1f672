import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationReadResult,
  NotificationsReadAllResult,
} from '@clockroom/contracts';
import { api } from '../api/client.ts';
import { unreadCountQuery } from './unread-count-query.ts';

/** How many notifications the panel shows. */
const PANEL_SIZE = 8;

const keys = {
  unread: unreadCountQuery().queryKey,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The newest notifications, read each time the panel opens. */
export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: keys.latest,
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/notifications', { page: 1, per_page: PANEL_SIZE }, signal),
    staleTime: 0,
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: keys.preferences,
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>('/notifications/preferences', undefined, signal),
    staleTime: 5 * 60_000,
  });

/** The server answers the new unread count with each write, so the badge changes at once. */
function settle(client: QueryClient, unread: number): Promise<void> {
  client.setQueryData(keys.unread, { unread });
  return client.invalidateQueries({ queryKey: keys.latest });
}

export const markReadMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'read'],
    mutationFn: (id: number) => api.put<NotificationReadResult>(`/notifications/${id}/read`),
    onSuccess: (result) => settle(client, result.data.unread),
  });

export const markAllReadMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'read-all'],
    mutationFn: () => api.put<NotificationsReadAllResult>('/notifications/read-all'),
    onSuccess: (result) => settle(client, result.data.unread),
  });

export const savePreferencesMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'preferences'],
    mutationFn: (values: NotificationPreferences) =>
      api.put<NotificationPreferences>('/notifications/preferences', values),
    onSuccess: (result) => client.setQueryData(keys.preferences, result.data),
  });
