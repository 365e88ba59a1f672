import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_SETTING_KINDS,
  employeeSettingBodySchema,
  employeeSettingDeleteBodySchema,
  employeeSettingListQuerySchema,
  employeeSettingMessages,
  employeeSettingsPath,
  type EmployeeSettingKind,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-settings.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Reading the lists only needs the back office ('view backend'): any admin filling an employee form
 * needs the values. Changing them needs 'manage employee settings'.
 */
const READ = { permission: 'view backend' } as const;
const MANAGE = { permission: 'manage employee settings' } as const;

/** The five routes of one list, generated for each kind (spec 1 §7 "Employee settings"). */
function settingRoutes(app: FastifyInstance, kind: EmployeeSettingKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = employeeSettingsPath(kind);
  const m = employeeSettingMessages(kind);
  const body = employeeSettingBodySchema(kind);
  api.get(
    base,
    { config: READ, schema: { tags, querystring: employeeSettingListQuerySchema } },
    async (req) => ok(m.listed, await service.listSettings(signedIn(req), kind, req.query)),
  );
  api.get(`${base}/:id`, { config: READ, schema: { tags, params: idParams } }, async (req) =>
    ok(m.loaded, await service.getSetting(signedIn(req), kind, req.params.id)),
  );
  api.post(base, { config: MANAGE, schema: { tags, body } }, async (req) =>
    ok(m.created, await service.createSetting(signedIn(req), kind, req.body)),
  );
  api.put(`${base}/:id`, { config: MANAGE, schema: { tags, params: idParams, body } }, async (req) =>
    ok(m.updated, await service.updateSetting(signedIn(req), kind, req.params.id, req.body)),
  );
  api.delete(`${base}/:id`, { config: MANAGE, schema: { tags, params: idParams } }, async (req) => {
    await service.deleteSetting(signedIn(req), kind, req.params.id);
    return ok(m.deleted, null);
  });
  // The spec's "DELETE with id": the id may also come in the body of a DELETE on the list path.
  api.delete(
    base,
    { config: MANAGE, schema: { tags, body: employeeSettingDeleteBodySchema(kind) } },
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
      schema: { tags, querystring: employeeSettingListQuerySchema.pick({ search_query: true }) },
    },
    async (req) =>
      ok(
        employeeSettingMessages('grades').listed,
        (await service.listSettings(signedIn(req), 'grades', { search_query: req.query.search_query }))
          .results,
      ),
  );
}
