import { z } from 'zod';
import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { approverGroupDetailSchema } from '../platform/approver-groups.ts';
import {
  mobileClockAssignmentSchema,
  mobileClockLocationEmployeeSchema,
  mobileClockLocationInputSchema,
  mobileClockLocationRowSchema,
} from './mobile-clocks.ts';

/**
 * Mobile clock settings (spec 3 §7): locations (GET, POST, PUT with or without the id in the path,
 * GET/DELETE {id}), who may clock at each, and the spec's assign call on the approver groups.
 */
export const MOBILE_CLOCK_LOCATION_ENDPOINTS = {
  ...collectionEndpoints({
    path: '/attendance/mobile-clocks/settings/locations',
    query: pagingQuerySchema,
    body: mobileClockLocationInputSchema,
    response: mobileClockLocationRowSchema,
    permission: { list: 'view mobile clocks', create: 'manage mobile clock settings' },
  }),
  updateByBody: defineEndpoint({
    method: 'PUT',
    path: '/attendance/mobile-clocks/settings/locations',
    description: "The spec's PUT without an id in the path: the body's `id` names the location.",
    body: mobileClockLocationInputSchema,
    response: mobileClockLocationRowSchema,
    permission: 'manage mobile clock settings',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/mobile-clocks/settings/locations/:id',
    params: idParamsSchema,
    response: mobileClockLocationRowSchema,
    permission: 'view mobile clocks',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/attendance/mobile-clocks/settings/locations/:id',
    params: idParamsSchema,
    body: mobileClockLocationInputSchema,
    response: mobileClockLocationRowSchema,
    permission: 'manage mobile clock settings',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/attendance/mobile-clocks/settings/locations/:id',
    params: idParamsSchema,
    response: z.null(),
    permission: 'manage mobile clock settings',
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/attendance/mobile-clocks/settings/locations/:id/assign-employees',
    params: idParamsSchema,
    body: mobileClockAssignmentSchema,
    response: mobileClockLocationRowSchema,
    permission: 'manage mobile clock settings',
  }),
  employees: defineEndpoint({
    method: 'GET',
    path: '/attendance/mobile-clocks/settings/locations/:id/employees',
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: listPage(mobileClockLocationEmployeeSchema),
    permission: 'view mobile clocks',
  }),
  /**
   * The spec's POST .../settings/approvers/{id}/assign-employees: the group's members, as the shared
   * screens' {id}/approvables sets them (category 'employee' read as the employees basis).
   */
  assignApprovers: defineEndpoint({
    method: 'POST',
    path: '/attendance/mobile-clocks/settings/approvers/:id/assign-employees',
    params: idParamsSchema,
    body: mobileClockAssignmentSchema,
    response: approverGroupDetailSchema,
    permission: 'manage mobile clock settings',
  }),
};
