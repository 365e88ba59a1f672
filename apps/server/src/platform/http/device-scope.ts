import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { installRouteGuard, type DeviceDirectory } from './route-guard.ts';

/**
 * A scope for device routes (the ZKTeco push protocol under /iclock): the route guard with the
 * device directory, and bodies read as plain text whatever content type the firmware declares
 * (devices send tab-separated lines, often as `text/plain`, some with no or odd types).
 */
export async function registerDeviceScope(
  app: FastifyInstance,
  database: Database,
  devices: DeviceDirectory,
  prefix: string,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      installRouteGuard(scope, database, { devices });
      await routes(scope);
    },
    { prefix },
  );
}
