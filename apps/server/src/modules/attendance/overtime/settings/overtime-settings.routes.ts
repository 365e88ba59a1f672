import type { FastifyInstance } from 'fastify';
import {
  OVERTIME_SETTINGS_MESSAGES as M,
  overtimeRuleEndpoints as R,
  workRateEndpoints as W,
} from '@clockroom/contracts';
import { resourceRoutes, usualMessagesOf } from '../../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as rates from './work-rates.service.ts';
import * as rules from './overtime-rules.service.ts';

/** Work rates and overtime rules (spec 3 §7; ADR 37), each with its assignment calls. */
export async function overtimeSettingsRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, W, usualMessagesOf(M, 'workRate'), {
    list: rates.listWorkRates,
    create: rates.createWorkRate,
    get: rates.getWorkRate,
    update: rates.updateWorkRate,
    delete: rates.deleteWorkRate,
  });
  for (const assign of [W.assign, W.assignAlias]) {
    serviceRoute(app, assign, M.employeesAssigned, 'id, body', rates.assignToWorkRate);
  }
  serviceRoute(app, W.assignables, M.assignablesLoaded, 'id', rates.workRateAssignables);

  resourceRoutes(app, R, usualMessagesOf(M, 'rule'), {
    list: rules.listRules,
    create: rules.createRule,
    get: rules.getRule,
    update: rules.updateRule,
    delete: rules.deleteRule,
  });
  serviceRoute(app, R.assign, M.employeesAssigned, 'id, body', rules.assignToRule);
  serviceRoute(app, R.assignables, M.assignablesLoaded, 'id', rules.ruleAssignables);
}
