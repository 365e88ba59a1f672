import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES as M,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  unreadCountResponseSchema,
} from '@clockroom/contracts';
import { SIGNED_IN } from '../auth/authenticate.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
// Any signed-in user: every query is narrowed to the caller's own notifications.
const config = { permission: SIGNED_IN } as const;

/** The header bell: the caller's notifications, unread count, mark read, and the mail preference. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/notifications',
    {
      config,
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (req) => ok(M.listed, await service.listNotifications(signedIn(req), req.query)),
  );
  api.get(
    '/notifications/unread-count',
    { config, schema: { tags, response: { 200: unreadCountResponseSchema } } },
    async (req) => ok(M.counted, await service.unreadCount(signedIn(req))),
  );
  api.put(
    '/notifications/read-all',
    { config, schema: { tags, response: { 200: notificationsReadAllResponseSchema } } },
    async (req) => ok(M.allRead, await service.markAllRead(signedIn(req))),
  );
  api.put(
    '/notifications/:id/read',
    {
      config,
      schema: { tags, params: notificationIdParamsSchema, response: { 200: notificationReadResponseSchema } },
    },
    async (req) => ok(M.read, await service.markRead(signedIn(req), req.params.id)),
  );
  api.get(
    '/notifications/preferences',
    { config, schema: { tags, response: { 200: notificationPreferencesResponseSchema } } },
    async (req) => ok(M.preferencesLoaded, await service.getPreferences(signedIn(req))),
  );
  api.put(
    '/notifications/preferences',
    {
      config,
      schema: {
        tags,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (req) => ok(M.preferencesSaved, await service.setPreferences(signedIn(req), req.body)),
  );
}
