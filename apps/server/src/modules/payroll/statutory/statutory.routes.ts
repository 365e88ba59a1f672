import type { FastifyInstance } from 'fastify';
import {
  COMPANY_REMITTANCE_MESSAGES as RM,
  companyRemittanceEndpoints as R,
  STATUTORY_DEDUCTION_MESSAGES as M,
  statutoryDeductionEndpoints as S,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as tables from './statutory-deductions.service.ts';
import * as remittances from './company-remittances.service.ts';

/** Statutory deductions (versioned tax tables, the NHF default) and company remittances (ADR 43). */
export async function registerStatutory(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  route(app, S.list, async (req) => ok(M.listed, await tables.listVersions(signedIn(req), req.query)));
  route(app, S.create, async (req) => ok(M.created, await tables.createVersion(signedIn(req), req.body)));
  route(app, S.settings, async (req) => ok(M.settingsLoaded, await tables.getSettings(signedIn(req))));
  route(app, S.updateSettings, async (req) =>
    ok(M.settingsUpdated, await tables.updateSettings(signedIn(req), req.body)),
  );
  route(app, S.get, async (req) => ok(M.loaded, await tables.getVersion(signedIn(req), req.params.id)));
  route(app, S.example, async (req) =>
    ok(M.exampleWorked, await tables.versionExample(signedIn(req), req.params.id, req.query)),
  );
  route(app, S.update, async (req) =>
    ok(M.updated, await tables.updateVersion(signedIn(req), req.params.id, req.body)),
  );
  route(app, S.delete, async (req) => {
    await tables.deleteVersion(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });

  route(app, R.list, async (req) =>
    ok(RM.listed, await remittances.listRemittances(signedIn(req), req.query)),
  );
  route(app, R.create, async (req) =>
    ok(RM.created, await remittances.createRemittance(signedIn(req), req.body)),
  );
  route(app, R.update, async (req) => {
    const { id, ...values } = req.body;
    return ok(RM.updated, await remittances.updateRemittance(signedIn(req), id, values));
  });
  crudRoutes(app, {
    get: [R.get, RM.loaded, remittances.getRemittance],
    update: [R.updateById, RM.updated, remittances.updateRemittance],
    delete: [R.delete, RM.deleted, remittances.deleteRemittance],
  });
}
