import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHIFT_MESSAGES as M,
  SHIFT_PATHS as P,
  envelope,
  listEnvelope,
  pagingQuerySchema,
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
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { rosterRoutes } from './roster.routes.ts';
import * as shifts from './work-shifts.service.ts';
import * as assignments from './shift-assignments.service.ts';
import * as types from './shift-types.service.ts';

const tags = ['attendance'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(workShiftDetailSchema);
const idAnswer = envelope(z.object({ id: z.number().int() }));

/**
 * Work shifts and shift types (spec 3 §7 "/attendance/shift/workshift", ".../settings/shift-type"),
 * then the roster, schedules and calendars (roster.routes.ts). ADR 27.
 */
export async function shiftRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    P.workshift,
    {
      config: { permission: 'view shifts' },
      schema: {
        tags,
        querystring: workShiftListQuerySchema,
        response: { 200: listEnvelope(workShiftRowSchema) },
      },
    },
    async (req) => ok(M.listed, await shifts.listShifts(signedIn(req), req.query)),
  );
  api.post(
    P.workshift,
    {
      config: { permission: 'create shift' },
      schema: { tags, body: workShiftInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await shifts.createShift(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.post(
    P.assign,
    {
      config: { permission: 'edit shift' },
      schema: { tags, body: shiftAssignInputSchema, response: { 200: envelope(shiftAssignAnswerSchema) } },
    },
    async (req) => ok(M.assigned, await assignments.assignEmployees(signedIn(req), req.body)),
  );
  api.put(
    P.unassign,
    {
      config: { permission: 'edit shift' },
      schema: { tags, body: shiftUnassignInputSchema, response: { 200: envelope(shiftAssignAnswerSchema) } },
    },
    async (req) => ok(M.unassigned, await assignments.unassignEmployees(signedIn(req), req.body)),
  );
  api.get(
    `${P.workshift}/:id`,
    { config: { permission: 'view shifts' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await shifts.getShift(signedIn(req), req.params.id)),
  );
  api.put(
    `${P.workshift}/:id`,
    {
      config: { permission: 'edit shift' },
      schema: { tags, params: idParams, body: workShiftInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await shifts.updateShift(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    `${P.workshift}/:id`,
    {
      config: { permission: 'delete shift' },
      schema: { tags, params: idParams, querystring: shiftDeleteQuerySchema, response: { 200: idAnswer } },
    },
    async (req) => {
      await shifts.deleteShift(signedIn(req), req.params.id, req.query.force);
      return ok(M.deleted, { id: req.params.id });
    },
  );

  api.get(
    P.shiftTypes,
    {
      config: { permission: 'view shifts' },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: listEnvelope(shiftTypeRowSchema) } },
    },
    async (req) => ok(M.typesListed, await types.listShiftTypes(signedIn(req), req.query)),
  );
  api.post(
    P.shiftTypes,
    {
      config: { permission: 'manage attendance settings' },
      schema: { tags, body: shiftTypeInputSchema, response: { 201: envelope(shiftTypeRowSchema) } },
    },
    async (req, reply) => {
      const data = await types.createShiftType(signedIn(req), req.body.name);
      void reply.code(201);
      return ok(M.typeCreated, data);
    },
  );
  api.delete(
    `${P.shiftTypes}/:id`,
    {
      config: { permission: 'manage attendance settings' },
      schema: { tags, params: idParams, response: { 200: idAnswer } },
    },
    async (req) => {
      await types.deleteShiftType(signedIn(req), req.params.id);
      return ok(M.typeDeleted, { id: req.params.id });
    },
  );

  await rosterRoutes(app, deps);
}
