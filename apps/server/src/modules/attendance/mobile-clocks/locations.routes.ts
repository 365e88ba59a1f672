import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPROVER_GROUP_MESSAGES,
  MOBILE_CLOCK_MESSAGES as M,
  approverGroupDetailSchema,
  envelope,
  listEnvelope,
  mobileClockAssignmentSchema,
  mobileClockLocationEmployeeSchema,
  mobileClockLocationInputSchema,
  mobileClockLocationRowSchema,
  pagingQuerySchema,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { approverGroupsOf } from '../../../platform/approvals/approver-groups.service.ts';
import * as service from './locations.service.ts';
import { MOBILE_CLOCK_MODULE } from './mobile-clock-subject.ts';

const tags = ['attendance'];
const BASE = '/attendance/mobile-clocks/settings';
const LOCATIONS = `${BASE}/locations`;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(mobileClockLocationRowSchema);
const view = 'view mobile clocks' as const;
const manage = 'manage mobile clock settings' as const;

/**
 * Mobile clock settings (spec 3 §7): locations (GET, POST, PUT with or without the id in the path,
 * GET/DELETE {id}), who may clock at each, and the spec's assign call on the approver groups.
 */
export async function mobileClockSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    LOCATIONS,
    {
      config: { permission: view },
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(mobileClockLocationRowSchema) },
      },
    },
    async (req) => ok(M.locationsListed, await service.listLocations(signedIn(req), req.query)),
  );
  api.post(
    LOCATIONS,
    {
      config: { permission: manage },
      schema: { tags, body: mobileClockLocationInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createLocation(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.locationCreated, data);
    },
  );
  api.put(
    LOCATIONS,
    {
      config: { permission: manage },
      schema: {
        tags,
        description: "The spec's PUT without an id in the path: the body's `id` names the location.",
        body: mobileClockLocationInputSchema,
        response: { 200: one },
      },
    },
    async (req) => ok(M.locationUpdated, await service.updateLocation(signedIn(req), undefined, req.body)),
  );
  api.get(
    `${LOCATIONS}/:id`,
    { config: { permission: view }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.locationLoaded, await service.getLocation(signedIn(req), req.params.id)),
  );
  api.put(
    `${LOCATIONS}/:id`,
    {
      config: { permission: manage },
      schema: { tags, params: idParams, body: mobileClockLocationInputSchema, response: { 200: one } },
    },
    async (req) =>
      ok(M.locationUpdated, await service.updateLocation(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    `${LOCATIONS}/:id`,
    {
      config: { permission: manage },
      schema: { tags, params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.deleteLocation(signedIn(req), req.params.id);
      return ok(M.locationDeleted, null);
    },
  );
  api.post(
    `${LOCATIONS}/:id/assign-employees`,
    {
      config: { permission: manage },
      schema: { tags, params: idParams, body: mobileClockAssignmentSchema, response: { 200: one } },
    },
    async (req) =>
      ok(M.employeesAssigned, await service.assignToLocation(signedIn(req), req.params.id, req.body)),
  );
  api.get(
    `${LOCATIONS}/:id/employees`,
    {
      config: { permission: view },
      schema: {
        tags,
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(mobileClockLocationEmployeeSchema) },
      },
    },
    async (req) =>
      ok(M.locationsListed, await service.listLocationEmployees(signedIn(req), req.params.id, req.query)),
  );

  // The spec's POST .../settings/approvers/{id}/assign-employees: the group's members, as the shared
  // screens' {id}/approvables sets them (category 'employee' read as the employees basis).
  const groups = approverGroupsOf(MOBILE_CLOCK_MODULE);
  api.post(
    `${BASE}/approvers/:id/assign-employees`,
    {
      config: { permission: manage },
      schema: {
        tags,
        params: idParams,
        body: mobileClockAssignmentSchema,
        response: { 200: envelope(approverGroupDetailSchema) },
      },
    },
    async (req) =>
      ok(APPROVER_GROUP_MESSAGES.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
  );
}
