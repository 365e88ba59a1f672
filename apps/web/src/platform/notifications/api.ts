import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_PANEL_SIZE,
  NOTIFICATION_POLL_MS,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationReadResult,
  type NotificationsReadAllResult,
  type UnreadCount,
} from '@clockroom/contracts';
import { api } from '../api/client.ts';

const keys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The bell's count: polled while the page is visible and asked again when the window regains focus. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: keys.unread,
    queryFn: ({ signal }) => api.get<UnreadCount>('/notifications/unread-count', undefined, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

/** The newest notifications, read each time the panel opens. */
export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: keys.latest,
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/notifications', { page: 1, per_page: NOTIFICATION_PANEL_SIZE }, signal),
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
