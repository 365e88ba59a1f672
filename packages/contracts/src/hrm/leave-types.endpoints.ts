import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  eligibleLeaveTypeSchema,
  leaveTypeDetailSchema,
  leaveTypeInputSchema,
  leaveTypeListQuerySchema,
  leaveTypeRowSchema,
  leaveTypesByEmployeeQuerySchema,
  leaveTypeUpdateSchema,
} from './leave-types.ts';

/** Leave types (spec 2 §7: /hrm/leaves/settings/leavetypes) and the employee's choice of them. */
export const LEAVE_TYPE_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/settings/leavetypes',
    query: leaveTypeListQuerySchema,
    response: listPage(leaveTypeRowSchema),
    permission: 'view leaves',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/settings/leavetypes',
    body: leaveTypeInputSchema,
    response: leaveTypeDetailSchema,
    status: 201,
    permission: 'manage leave types',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/settings/leavetypes/:id',
    params: idParamsSchema,
    response: leaveTypeDetailSchema,
    permission: 'view leaves',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/hrm/leaves/settings/leavetypes/:id',
    params: idParamsSchema,
    body: leaveTypeUpdateSchema,
    response: leaveTypeDetailSchema,
    permission: 'manage leave types',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/hrm/leaves/settings/leavetypes/:id',
    params: idParamsSchema,
    response: z.object({ id: z.number().int() }),
    permission: 'manage leave types',
  }),
  /** The types an employee may request (ADR 23 "Eligibility"), for anyone signed in. */
  byEmployee: defineEndpoint({
    method: 'GET',
    path: '/hrm/leave-types-by-employee',
    query: leaveTypesByEmployeeQuerySchema,
    response: z.array(eligibleLeaveTypeSchema),
    permission: 'signed-in',
  }),
};
