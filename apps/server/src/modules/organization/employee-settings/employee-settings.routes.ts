import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_SETTING_KINDS,
  employeeSettingBodySchema,
  employeeSettingDeleteBodySchema,
  employeeSettingListQuerySchema,
  employeeSettingMessages,
  employeeSettingRowSchema,
  employeeSettingsPath,
  envelope,
  listEnvelope,
  type EmployeeSettingKind,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-settings.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const deleted = { 200: envelope(z.null()) };

/**
 * Reading the lists only needs the back office ('view backend'): any admin filling an employee form
 * needs the values. Changing them needs 'manage employee settings'.
 */
const READ = { permission: 'view backend' } as const;
const MANAGE = { permission: 'manage employee settings' } as const;

/** The six routes of one list, generated for each kind (spec 1 §7 "Employee settings"). */
function settingRoutes<K extends EmployeeSettingKind>(app: FastifyInstance, kind: K): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = employeeSettingsPath(kind);
  const m = employeeSettingMessages(kind);
  const body = employeeSettingBodySchema(kind);
  const row = employeeSettingRowSchema(kind);
  const one = { 200: envelope(row) };
  api.get(
    base,
    {
      config: READ,
      schema: { tags, querystring: employeeSettingListQuerySchema, response: { 200: listEnvelope(row) } },
    },
    async (req) => ok(m.listed, await service.listSettings(signedIn(req), kind, req.query)),
  );
  api.get(`${base}/:id`, { config: READ, schema: { tags, params: idParams, response: one } }, async (req) =>
    ok(m.loaded, await service.getSetting(signedIn(req), kind, req.params.id)),
  );
  api.post(base, { config: MANAGE, schema: { tags, body, response: one } }, async (req) =>
    ok(m.created, await service.createSetting(signedIn(req), kind, req.body)),
  );
  api.put(
    `${base}/:id`,
    { config: MANAGE, schema: { tags, params: idParams, body, response: one } },
    async (req) => ok(m.updated, await service.updateSetting(signedIn(req), kind, req.params.id, req.body)),
  );
  api.delete(
    `${base}/:id`,
    { config: MANAGE, schema: { tags, params: idParams, response: deleted } },
    async (req) => {
      await service.deleteSetting(signedIn(req), kind, req.params.id);
      return ok(m.deleted, null);
    },
  );
  // The spec's "DELETE with id": the id may also come in the body of a DELETE on the list path.
  api.delete(
    base,
    { config: MANAGE, schema: { tags, body: employeeSettingDeleteBodySchema(kind), response: deleted } },
    async (req) => {
      await service.deleteSetting(signedIn(req), kind, req.body.id);
      return ok(m.deleted, null);
    },
  );
}

export async function employeeSettingsRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of EMPLOYEE_SETTING_KINDS) settingRoutes(app, kind);
  // Every grade at once, for the grade selects and filters (spec 1 §7).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/organization/employees/settings/get-grades',
    {
      config: READ,
      schema: {
        tags,
        querystring: employeeSettingListQuerySchema.pick({ search_query: true }),
        response: { 200: envelope(z.array(employeeSettingRowSchema('grades'))) },
      },
    },
    async (req) =>
      ok(
        employeeSettingMessages('grades').listed,
        (await service.listSettings(signedIn(req), 'grades', { search_query: req.query.search_query }))
          .results,
      ),
  );
}
