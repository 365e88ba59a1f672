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
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as tables from './statutory-deductions.service.ts';
import * as remittances from './company-remittances.service.ts';

/** Statutory deductions (versioned tax tables, the NHF default) and company remittances (ADR 43). */
export async function registerStatutory(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  serviceRoute(app, S.list, M.listed, 'query', tables.listVersions);
  serviceRoute(app, S.create, M.created, 'body', tables.createVersion);
  serviceRoute(app, S.settings, M.settingsLoaded, 'context', tables.getSettings);
  serviceRoute(app, S.updateSettings, M.settingsUpdated, 'body', tables.updateSettings);
  serviceRoute(app, S.get, M.loaded, 'id', tables.getVersion);
  serviceRoute(app, S.example, M.exampleWorked, 'id, query', tables.versionExample);
  serviceRoute(app, S.update, M.updated, 'id, body', tables.updateVersion);
  route(app, S.delete, async (req) => {
    await tables.deleteVersion(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });

  serviceRoute(app, R.list, RM.listed, 'query', remittances.listRemittances);
  serviceRoute(app, R.create, RM.created, 'body', remittances.createRemittance);
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
