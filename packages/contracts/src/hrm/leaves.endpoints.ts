import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { decisionEndpoints } from '../platform/decision-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { deletedCountSchema } from '../platform/fields.ts';
import {
  LEAVE_MESSAGES as M,
  leaveBalanceQuerySchema,
  leaveBalanceSchema,
  leaveCreateSchema,
  leaveDecisionResultSchema,
  leaveDecisionSchema,
  leaveDeleteSchema,
  leaveDetailSchema,
  leaveListQuerySchema,
  leaveRejectOneSchema,
  leaveRowSchema,
  leaveUpdateSchema,
  reliefOfficerSchema,
  reliefQuerySchema,
} from './leaves.ts';

/** The spec's caller-chosen segment of POST /hrm/leaves/{endpoint} (ambiguity 30; ADR 23). */
export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];
const leaveActionParams = z.object({ endpoint: z.enum(LEAVE_ACTIONS, { error: M.unknownAction }) });

/**
 * Leave requests (spec 2 §7 "Leave"; ADR 23). Self-service calls are open to every signed-in
 * employee and act on their own requests; HR calls need the leave permissions. Approve and reject
 * are for whoever the engine says a request waits on (ADR 22), so they need no permission of their own.
 */
export const LEAVE_ENDPOINTS = {
  /** All Leaves, over the viewer's branches. */
  list: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves',
    query: leaveListQuerySchema,
    response: listPage(leaveRowSchema),
    permission: 'view leaves',
  }),
  /** The signed-in employee's own requests. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/me',
    query: leaveListQuerySchema,
    response: listPage(leaveRowSchema),
    permission: 'signed-in',
  }),
  /** What waits on the signed-in approver now (ADR 22, 31). */
  approvals: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/approvals',
    query: leaveListQuerySchema,
    response: listPage(leaveRowSchema),
    permission: 'signed-in',
  }),
  /** An employee's balances (their own without an id) in a leave year. */
  balances: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/balances',
    query: leaveBalanceQuerySchema,
    response: z.array(leaveBalanceSchema),
    permission: 'signed-in',
  }),
  reliefOfficers: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/relief-officers',
    query: reliefQuerySchema,
    response: listPage(reliefOfficerSchema),
    permission: 'signed-in',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/hrm/leaves/:id',
    params: idParamsSchema,
    response: leaveDetailSchema,
    permission: 'signed-in',
  }),
  /** The employee is required unless the caller books for themselves (the server's createLeaveInput). */
  create: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves',
    body: leaveCreateSchema,
    response: leaveDetailSchema,
    status: 201,
    permission: 'signed-in',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/hrm/leaves/:id',
    params: idParamsSchema,
    body: leaveUpdateSchema,
    response: leaveDetailSchema,
    permission: 'signed-in',
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/delete',
    body: leaveDeleteSchema,
    response: deletedCountSchema,
    permission: 'delete leave',
  }),
  /** The spec's POST /hrm/leaves/reject/{id}: one request, the reason in the body. */
  rejectOne: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/reject/:id',
    params: idParamsSchema,
    body: leaveRejectOneSchema,
    response: leaveDecisionResultSchema,
    permission: 'signed-in',
  }),
  // Approve, reject and cancel are each written out, as the spec lists /approve and /reject on their
  // own; `act` is the spec's caller-chosen segment. Approve and reject are the inbox kit's (ADR 31),
  // cancel answers in the same shape.
  ...decisionEndpoints({
    path: '/hrm/leaves',
    body: leaveDecisionSchema,
    response: leaveDecisionResultSchema,
  }),
  /** The employee (or HR) cancels pending or scheduled requests. */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/cancel',
    body: leaveDecisionSchema,
    response: leaveDecisionResultSchema,
    permission: 'signed-in',
  }),
  act: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/:endpoint',
    params: leaveActionParams,
    body: leaveDecisionSchema,
    response: leaveDecisionResultSchema,
    permission: 'signed-in',
  }),
};
