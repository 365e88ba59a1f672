import { z } from 'zod';
import { envelope, pagingQuerySchema } from './envelope.ts';

/** GET /notifications: the signed-in user's own notifications, newest first. */
export const notificationListQuerySchema = pagingQuerySchema.pick({
  page: true,
  perPage: true,
  per_page: true,
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What kind of event, e.g. `auth.password-changed`; lets the bell pick an icon. */
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** An app path such as `/ess/change-password`, or null when there is no screen to open. */
  link: z.string().nullable(),
  /** ISO 8601 instants. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const notificationPageSchema = z.object({
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

/** Response bodies, so that OpenAPI documents the answers and the web infers its types from them. */
export const notificationListResponseSchema = envelope(notificationPageSchema);
export const unreadCountResponseSchema = envelope(unreadCountSchema);
export const notificationReadResponseSchema = envelope(notificationSchema.extend(unreadCountSchema.shape));
export const notificationsReadAllResponseSchema = envelope(
  z.object({ updated: z.number().int(), unread: z.number().int() }),
);
export const notificationPreferencesResponseSchema = envelope(notificationPreferencesSchema);
export type NotificationReadResult = z.infer<typeof notificationReadResponseSchema>['data'];
export type NotificationsReadAllResult = z.infer<typeof notificationsReadAllResponseSchema>['data'];
