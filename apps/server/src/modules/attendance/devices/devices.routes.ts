import type { FastifyInstance } from 'fastify';
import { DEVICE_MESSAGES as M, DEVICE_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as devices from './devices.service.ts';
import * as commands from './device-commands.service.ts';
import { attendanceSettingRoutes } from './attendance-settings.routes.ts';

/** Devices (spec 3 §7 "/attendance/devices"), their commands and transactions, and the settings. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.listed, devices.listDevices],
    create: [E.create, M.created, devices.createDevice],
    get: [E.get, M.loaded, devices.getDevice],
    update: [E.update, M.updated, devices.updateDevice],
  });
  route(app, E.types, async () => ok(M.typesListed, devices.deviceTypes()));

  route(app, E.command, async (req) =>
    ok(M.commandQueued, await commands.sendCommand(signedIn(req), req.body)),
  );
  route(app, E.usersTransfer, async (req) =>
    ok(M.transferQueued, await commands.transferUsers(signedIn(req), req.body)),
  );
  route(app, E.bulkTransfer, async (req) =>
    ok(M.transferQueued, await commands.bulkTransferUsers(signedIn(req), req.body)),
  );
  route(app, E.synchronize, async (req) =>
    ok(M.synchronizeQueued, await commands.synchronize(signedIn(req), req.body)),
  );

  route(app, E.transactions, async (req) =>
    ok(M.transactionsListed, await commands.listTransactions(signedIn(req), req.query)),
  );
  route(app, E.transaction, async (req) =>
    ok(M.transactionLoaded, await commands.getTransaction(signedIn(req), req.params.id)),
  );
  route(app, E.transactionCommands, async (req) =>
    ok(M.commandsListed, await commands.listTransactionCommands(signedIn(req), req.params.id, req.query)),
  );
  route(app, E.users, async (req) =>
    ok(M.usersListed, await commands.listDeviceUsers(signedIn(req), req.query)),
  );

  await attendanceSettingRoutes(app);
}
