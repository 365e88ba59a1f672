import { defineEndpoint } from './endpoint.ts';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  notificationsReadAllSchema,
  unreadCountSchema,
} from './notifications.ts';

/**
 * The header bell (ADR 20): the caller's notifications, unread count, mark read, and the mail
 * preference. Any signed-in user: every query is narrowed to the caller's own notifications.
 */
export const NOTIFICATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    response: notificationPageSchema,
    permission: 'signed-in',
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    response: unreadCountSchema,
    permission: 'signed-in',
  }),
  readAll: defineEndpoint({
    method: 'PUT',
    path: '/notifications/read-all',
    response: notificationsReadAllSchema,
    permission: 'signed-in',
  }),
  read: defineEndpoint({
    method: 'PUT',
    path: '/notifications/:id/read',
    params: notificationIdParamsSchema,
    response: notificationReadSchema,
    permission: 'signed-in',
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/notifications/preferences',
    response: notificationPreferencesSchema,
    permission: 'signed-in',
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/notifications/preferences',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
    permission: 'signed-in',
  }),
};
