import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  shiftAssignAnswerSchema,
  shiftAssignInputSchema,
  shiftDeleteQuerySchema,
  shiftTypeInputSchema,
  shiftTypeRowSchema,
  shiftUnassignInputSchema,
  workShiftDetailSchema,
  workShiftInputSchema,
  workShiftListQuerySchema,
  workShiftRowSchema,
} from './shifts.ts';

/** What a delete answers: the id it removed. */
const deletedId = z.object({ id: z.number().int() });

/**
 * Work shifts and shift types (spec 3 §7 "/attendance/shift/workshift", ".../settings/shift-type";
 * ADR 27). Static paths (assign, unassign) win over `:id` whatever the order.
 */
export const SHIFT_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/workshift',
    query: workShiftListQuerySchema,
    response: listPage(workShiftRowSchema),
    permission: 'view shifts',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/workshift',
    body: workShiftInputSchema,
    response: workShiftDetailSchema,
    status: 201,
    permission: 'create shift',
  }),
  /** The assignment widget's payload (spec 3 §3, §5), from an effective date. */
  assign: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/workshift/assign',
    body: shiftAssignInputSchema,
    response: shiftAssignAnswerSchema,
    permission: 'edit shift',
  }),
  unassign: defineEndpoint({
    method: 'PUT',
    path: '/attendance/shift/workshift/unassign',
    body: shiftUnassignInputSchema,
    response: shiftAssignAnswerSchema,
    permission: 'edit shift',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/workshift/:id',
    params: idParamsSchema,
    response: workShiftDetailSchema,
    permission: 'view shifts',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/attendance/shift/workshift/:id',
    params: idParamsSchema,
    body: workShiftInputSchema,
    response: workShiftDetailSchema,
    permission: 'edit shift',
  }),
  /** `force=true` unassigns the shift's employees with it (spec 3 §9: the screen always sends it). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/attendance/shift/workshift/:id',
    params: idParamsSchema,
    query: shiftDeleteQuerySchema,
    response: deletedId,
    permission: 'delete shift',
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/settings/shift-type',
    query: pagingQuerySchema,
    response: listPage(shiftTypeRowSchema),
    permission: 'view shifts',
  }),
  createType: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/settings/shift-type',
    body: shiftTypeInputSchema,
    response: shiftTypeRowSchema,
    status: 201,
    permission: 'manage attendance settings',
  }),
  deleteType: defineEndpoint({
    method: 'DELETE',
    path: '/attendance/shift/settings/shift-type/:id',
    params: idParamsSchema,
    response: deletedId,
    permission: 'manage attendance settings',
  }),
};
