import { z } from 'zod';
import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
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
  synchronizeInputSchema,
  transactionListQuerySchema,
  transactionRefSchema,
  usersTransferInputSchema,
} from './devices.ts';

/**
 * Devices (spec 3 §7 "/attendance/devices"; ZKTeco push clocks, ADR 26), the commands queued for them
 * and grouped in transactions, and the users each device knows. Static paths (types, commands,
 * transactions, users) win over `:id` whatever the order.
 */
export const DEVICE_ENDPOINTS = {
  ...collectionEndpoints({
    path: '/attendance/devices',
    query: deviceListQuerySchema,
    body: deviceInputSchema,
    response: deviceRowSchema,
    permission: { list: 'view devices', create: 'create device' },
  }),
  /** The kinds of clock the form offers. */
  types: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/types',
    response: z.array(deviceTypeSchema),
    permission: 'view devices',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/:id',
    params: idParamsSchema,
    response: deviceRowSchema,
    permission: 'view devices',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/attendance/devices/:id',
    params: idParamsSchema,
    body: deviceInputSchema,
    response: deviceRowSchema,
    permission: 'edit device',
  }),
  /** The commands below queue commands for devices and answer the transaction holding them. */
  command: defineEndpoint({
    method: 'POST',
    path: '/attendance/devices/commands',
    body: deviceCommandInputSchema,
    response: transactionRefSchema,
    status: 201,
    permission: 'edit device',
  }),
  usersTransfer: defineEndpoint({
    method: 'POST',
    path: '/attendance/devices/commands/users-transfer',
    body: usersTransferInputSchema,
    response: transactionRefSchema,
    status: 201,
    permission: 'edit device',
  }),
  bulkTransfer: defineEndpoint({
    method: 'POST',
    path: '/attendance/devices/commands/users/bulk-transfer',
    body: bulkTransferInputSchema,
    response: transactionRefSchema,
    status: 201,
    permission: 'edit device',
  }),
  /** The synchronise screen (/admin/attendance/workshift/synchronize): not in spec 3 §7 (ADR 26). */
  synchronize: defineEndpoint({
    method: 'POST',
    path: '/attendance/devices/commands/synchronize',
    body: synchronizeInputSchema,
    response: transactionRefSchema,
    status: 201,
    permission: 'edit device',
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/transactions',
    query: transactionListQuerySchema,
    response: listPage(deviceTransactionSchema),
    permission: 'view devices',
  }),
  transaction: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/transactions/:id',
    params: idParamsSchema,
    response: deviceTransactionSchema,
    permission: 'view devices',
  }),
  transactionCommands: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/transactions/:id/commands',
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: listPage(deviceCommandRowSchema),
    permission: 'view devices',
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/attendance/devices/users',
    query: deviceUsersQuerySchema,
    response: listPage(deviceUserSchema),
    permission: 'view devices',
  }),
};
