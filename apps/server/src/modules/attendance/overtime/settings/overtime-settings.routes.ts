import type { FastifyInstance } from 'fastify';
import {
  OVERTIME_SETTINGS_MESSAGES as M,
  overtimeRuleEndpoints as R,
  workRateEndpoints as W,
} from '@clockroom/contracts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as rates from './work-rates.service.ts';
import * as rules from './overtime-rules.service.ts';

/** Work rates and overtime rules (spec 3 §7; ADR 37), each with its assignment calls. */
export async function overtimeSettingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, W.list, async (req) =>
    ok(M.workRatesListed, await rates.listWorkRates(signedIn(req), req.query)),
  );
  route(app, W.create, async (req) =>
    ok(M.workRateCreated, await rates.createWorkRate(signedIn(req), req.body)),
  );
  route(app, W.get, async (req) =>
    ok(M.workRateLoaded, await rates.getWorkRate(signedIn(req), req.params.id)),
  );
  route(app, W.update, async (req) =>
    ok(M.workRateUpdated, await rates.updateWorkRate(signedIn(req), req.params.id, req.body)),
  );
  route(app, W.delete, async (req) => {
    await rates.deleteWorkRate(signedIn(req), req.params.id);
    return ok(M.workRateDeleted, null);
  });
  for (const assign of [W.assign, W.assignAlias]) {
    route(app, assign, async (req) =>
      ok(M.employeesAssigned, await rates.assignToWorkRate(signedIn(req), req.params.id, req.body)),
    );
  }
  route(app, W.assignables, async (req) =>
    ok(M.assignablesLoaded, await rates.workRateAssignables(signedIn(req), req.params.id)),
  );

  route(app, R.list, async (req) => ok(M.rulesListed, await rules.listRules(signedIn(req), req.query)));
  route(app, R.create, async (req) => ok(M.ruleCreated, await rules.createRule(signedIn(req), req.body)));
  route(app, R.get, async (req) => ok(M.ruleLoaded, await rules.getRule(signedIn(req), req.params.id)));
  route(app, R.update, async (req) =>
    ok(M.ruleUpdated, await rules.updateRule(signedIn(req), req.params.id, req.body)),
  );
  route(app, R.delete, async (req) => {
    await rules.deleteRule(signedIn(req), req.params.id);
    return ok(M.ruleDeleted, null);
  });
  route(app, R.assign, async (req) =>
    ok(M.employeesAssigned, await rules.assignToRule(signedIn(req), req.params.id, req.body)),
  );
  route(app, R.assignables, async (req) =>
    ok(M.assignablesLoaded, await rules.ruleAssignables(signedIn(req), req.params.id)),
  );
}
