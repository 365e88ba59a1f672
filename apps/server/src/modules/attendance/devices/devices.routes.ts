import type { FastifyInstance } from 'fastify';
import { DEVICE_MESSAGES as M, DEVICE_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as devices from './devices.service.ts';
import * as commands from './device-commands.service.ts';
import { attendanceSettingRoutes } from './attendance-settings.routes.ts';

/** Devices (spec 3 §7 "/attendance/devices"), their commands and transactions, and the settings. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, E, M, {
    list: devices.listDevices,
    create: devices.createDevice,
    get: devices.getDevice,
    update: devices.updateDevice,
  });
  route(app, E.types, async () => ok(M.typesListed, devices.deviceTypes()));

  serviceRoute(app, E.command, M.commandQueued, 'body', commands.sendCommand);
  serviceRoute(app, E.usersTransfer, M.transferQueued, 'body', commands.transferUsers);
  serviceRoute(app, E.bulkTransfer, M.transferQueued, 'body', commands.bulkTransferUsers);
  serviceRoute(app, E.synchronize, M.synchronizeQueued, 'body', commands.synchronize);

  serviceRoute(app, E.transactions, M.transactionsListed, 'query', commands.listTransactions);
  serviceRoute(app, E.transaction, M.transactionLoaded, 'id', commands.getTransaction);
  serviceRoute(app, E.transactionCommands, M.commandsListed, 'id, query', commands.listTransactionCommands);
  serviceRoute(app, E.users, M.usersListed, 'query', commands.listDeviceUsers);

  await attendanceSettingRoutes(app);
}
