import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVICE_MESSAGES as M,
  bulkTransferInputSchema,
  deviceCommandInputSchema,
  deviceCommandRowSchema,
  deviceInputSchema,
  deviceListQuerySchema,
  deviceRowSchema,
  deviceTransactionSchema,
  deviceTypeSchema,
  deviceUserSchema,
  deviceUsersQuerySchema,
  envelope,
  listEnvelope,
  pagingQuerySchema,
  synchronizeInputSchema,
  transactionListQuerySchema,
  transactionRefSchema,
  usersTransferInputSchema,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as devices from './devices.service.ts';
import * as commands from './device-commands.service.ts';
import { attendanceSettingRoutes } from './attendance-settings.routes.ts';

const tags = ['attendance'];
const base = '/attendance/devices';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(deviceRowSchema);
const queued = { 201: envelope(transactionRefSchema) };

/** Devices (spec 3 §7 "/attendance/devices"), their commands and transactions, and the settings. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    base,
    {
      config: { permission: 'view devices' },
      schema: { tags, querystring: deviceListQuerySchema, response: { 200: listEnvelope(deviceRowSchema) } },
    },
    async (req) => ok(M.listed, await devices.listDevices(signedIn(req), req.query)),
  );
  api.post(
    base,
    {
      config: { permission: 'create device' },
      schema: { tags, body: deviceInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await devices.createDevice(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.get(
    `${base}/types`,
    {
      config: { permission: 'view devices' },
      schema: { tags, response: { 200: envelope(z.array(deviceTypeSchema)) } },
    },
    async () => ok(M.typesListed, devices.deviceTypes()),
  );
  api.get(
    `${base}/:id`,
    { config: { permission: 'view devices' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await devices.getDevice(signedIn(req), req.params.id)),
  );
  api.put(
    `${base}/:id`,
    {
      config: { permission: 'edit device' },
      schema: { tags, params: idParams, body: deviceInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await devices.updateDevice(signedIn(req), req.params.id, req.body)),
  );

  api.post(
    `${base}/commands`,
    {
      config: { permission: 'edit device' },
      schema: { tags, body: deviceCommandInputSchema, response: queued },
    },
    async (req, reply) => {
      void reply.code(201);
      return ok(M.commandQueued, await commands.sendCommand(signedIn(req), req.body));
    },
  );
  api.post(
    `${base}/commands/users-transfer`,
    {
      config: { permission: 'edit device' },
      schema: { tags, body: usersTransferInputSchema, response: queued },
    },
    async (req, reply) => {
      void reply.code(201);
      return ok(M.transferQueued, await commands.transferUsers(signedIn(req), req.body));
    },
  );
  api.post(
    `${base}/commands/users/bulk-transfer`,
    {
      config: { permission: 'edit device' },
      schema: { tags, body: bulkTransferInputSchema, response: queued },
    },
    async (req, reply) => {
      void reply.code(201);
      return ok(M.transferQueued, await commands.bulkTransferUsers(signedIn(req), req.body));
    },
  );
  // The synchronise screen (/admin/attendance/workshift/synchronize): not in spec 3 §7 (ADR 26).
  api.post(
    `${base}/commands/synchronize`,
    {
      config: { permission: 'edit device' },
      schema: { tags, body: synchronizeInputSchema, response: queued },
    },
    async (req, reply) => {
      void reply.code(201);
      return ok(M.synchronizeQueued, await commands.synchronize(signedIn(req), req.body));
    },
  );

  api.get(
    `${base}/transactions`,
    {
      config: { permission: 'view devices' },
      schema: {
        tags,
        querystring: transactionListQuerySchema,
        response: { 200: listEnvelope(deviceTransactionSchema) },
      },
    },
    async (req) => ok(M.transactionsListed, await commands.listTransactions(signedIn(req), req.query)),
  );
  api.get(
    `${base}/transactions/:id`,
    {
      config: { permission: 'view devices' },
      schema: { tags, params: idParams, response: { 200: envelope(deviceTransactionSchema) } },
    },
    async (req) => ok(M.transactionLoaded, await commands.getTransaction(signedIn(req), req.params.id)),
  );
  api.get(
    `${base}/transactions/:id/commands`,
    {
      config: { permission: 'view devices' },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(deviceCommandRowSchema) },
      },
    },
    async (req) =>
      ok(M.commandsListed, await commands.listTransactionCommands(signedIn(req), req.params.id, req.query)),
  );
  api.get(
    `${base}/users`,
    {
      config: { permission: 'view devices' },
      schema: {
        tags,
        querystring: deviceUsersQuerySchema,
        response: { 200: listEnvelope(deviceUserSchema) },
      },
    },
    async (req) => ok(M.usersListed, await commands.listDeviceUsers(signedIn(req), req.query)),
  );

  await attendanceSettingRoutes(app);
}
