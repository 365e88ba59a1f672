import { z } from 'zod';
import { pagingQuerySchema } from './envelope.ts';

/** GET /notifications: the signed-in user's own notifications, newest first. */
export const notificationListQuerySchema = pagingQuerySchema.pick({
  page: true,
  perPage: true,
  per_page: true,
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A param's value: plain, or a coded text with plain values (how the item reads: a leave's phrase). */
const notificationParamSchema = z.union([
  z.string(),
  z.object({ code: z.string(), params: z.record(z.string(), z.string()).optional() }),
]);

export const notificationSchema = z.object({
  id: z.number().int(),
  /**
   * What kind of event, e.g. `auth.password-changed`. With `params` it gives the texts by code, in
   * the reader's language (notificationTexts), and the screen it opens (the web's table; ADR 32).
   */
  kind: z.string(),
  /** The values of the kind's texts; null on notifications written before kinds carried them. */
  params: z.record(z.string(), notificationParamSchema).nullable(),
  /** In English, for clients that do not render by kind. */
  title: z.string(),
  body: z.string().nullable(),
  /** An app path on notifications written before kinds carried params; null since (the kind says). */
  link: z.string().nullable(),
  /** ISO 8601 instants. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPreferencesSchema = z.object({
  /** Whether notifications also come by mail; the bell always gets them. */
  notify_by_mail: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What marking read answers: the notification, and the new unread count for the badge. */
export const notificationReadSchema = notificationSchema.extend(unreadCountSchema.shape);
export const notificationsReadAllSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type NotificationReadResult = z.infer<typeof notificationReadSchema>;
export type NotificationsReadAllResult = z.infer<typeof notificationsReadAllSchema>;
