import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_ENDPOINTS as E, NOTIFICATION_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../http/endpoint-route.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import * as service from './notifications.service.ts';

/** The header bell: the caller's notifications, unread count, mark read, and the mail preference. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listNotifications(signedIn(req), req.query)));
  route(app, E.unreadCount, async (req) => ok(M.counted, await service.unreadCount(signedIn(req))));
  route(app, E.readAll, async (req) => ok(M.allRead, await service.markAllRead(signedIn(req))));
  route(app, E.read, async (req) => ok(M.read, await service.markRead(signedIn(req), req.params.id)));
  route(app, E.preferences, async (req) =>
    ok(M.preferencesLoaded, await service.getPreferences(signedIn(req))),
  );
  route(app, E.savePreferences, async (req) =>
    ok(M.preferencesSaved, await service.setPreferences(signedIn(req), req.body)),
  );
}
