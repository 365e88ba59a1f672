import type { FastifyInstance } from 'fastify';
import {
  OVERTIME_SETTINGS_MESSAGES as M,
  overtimeRuleEndpoints as R,
  workRateEndpoints as W,
} from '@clockroom/contracts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as rates from './work-rates.service.ts';
import * as rules from './overtime-rules.service.ts';

/** Work rates and overtime rules (spec 3 §7; ADR 37), each with its assignment calls. */
export async function overtimeSettingsRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    list: [W.list, M.workRatesListed, rates.listWorkRates],
    create: [W.create, M.workRateCreated, rates.createWorkRate],
    get: [W.get, M.workRateLoaded, rates.getWorkRate],
    update: [W.update, M.workRateUpdated, rates.updateWorkRate],
    delete: [W.delete, M.workRateDeleted, rates.deleteWorkRate],
  });
  for (const assign of [W.assign, W.assignAlias]) {
    route(app, assign, async (req) =>
      ok(M.employeesAssigned, await rates.assignToWorkRate(signedIn(req), req.params.id, req.body)),
    );
  }
  route(app, W.assignables, async (req) =>
    ok(M.assignablesLoaded, await rates.workRateAssignables(signedIn(req), req.params.id)),
  );

  crudRoutes(app, {
    list: [R.list, M.rulesListed, rules.listRules],
    create: [R.create, M.ruleCreated, rules.createRule],
    get: [R.get, M.ruleLoaded, rules.getRule],
    update: [R.update, M.ruleUpdated, rules.updateRule],
    delete: [R.delete, M.ruleDeleted, rules.deleteRule],
  });
  route(app, R.assign, async (req) =>
    ok(M.employeesAssigned, await rules.assignToRule(signedIn(req), req.params.id, req.body)),
  );
  route(app, R.assignables, async (req) =>
    ok(M.assignablesLoaded, await rules.ruleAssignables(signedIn(req), req.params.id)),
  );
}
