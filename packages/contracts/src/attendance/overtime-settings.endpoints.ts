import { defineEndpoint } from '../platform/endpoint.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  overtimeRuleInputSchema,
  overtimeRuleSchema,
  workRateInputSchema,
  workRateSchema,
} from './overtime-settings.ts';
import { overtimeAssignablesSchema, overtimeAssignmentSchema } from './overtime-settings-assignment.ts';

const VIEW = 'view overtimes';
const MANAGE = 'manage overtime settings';
const WORK_RATES = '/attendance/overtime/settings/workrates';
const RULES = '/attendance/overtime/settings/overtime-rules';

const assignWorkRate = (path: `${typeof WORK_RATES}/:id/${string}`, description: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    description,
    params: idParamsSchema,
    body: overtimeAssignmentSchema,
    response: workRateSchema,
    permission: MANAGE,
  });

/**
 * Work rates (spec 3 §7 "Overtime under /attendance/overtime/settings", ADR 37): list (paging with
 * `perPage` or `per_page`, `search_query` on the group name), create, get, update, delete, assign
 * employees and the employees assigned. The spec writes the assign call `assign-employees-to-*`;
 * `-to-workrate` is the one the screens call, `-to-work-rate` answers the same.
 */
export const workRateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: WORK_RATES,
    query: pagingQuerySchema,
    response: listPage(workRateSchema),
    permission: VIEW,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: WORK_RATES,
    body: workRateInputSchema,
    response: workRateSchema,
    status: 201,
    permission: MANAGE,
  }),
  ...recordEndpoints({
    path: WORK_RATES,
    body: workRateInputSchema,
    response: workRateSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
  }),
  assign: assignWorkRate(
    `${WORK_RATES}/:id/assign-employees-to-workrate`,
    'Assigns and unassigns employees; an employee assigned here leaves any other work rate.',
  ),
  /** The same call under the spelling with a hyphen (ADR 37). */
  assignAlias: assignWorkRate(
    `${WORK_RATES}/:id/assign-employees-to-work-rate`,
    'The same as assign-employees-to-workrate (ADR 37: both spellings answer).',
  ),
  assignables: defineEndpoint({
    method: 'GET',
    path: `${WORK_RATES}/:id/assignables`,
    params: idParamsSchema,
    response: overtimeAssignablesSchema,
    permission: VIEW,
  }),
};

/** Overtime rules (spec 3 §7, ADR 37): as work rates, assigned through `-to-overtime-rule`. */
export const overtimeRuleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: RULES,
    query: pagingQuerySchema,
    response: listPage(overtimeRuleSchema),
    permission: VIEW,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: RULES,
    body: overtimeRuleInputSchema,
    response: overtimeRuleSchema,
    status: 201,
    permission: MANAGE,
  }),
  ...recordEndpoints({
    path: RULES,
    body: overtimeRuleInputSchema,
    response: overtimeRuleSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: `${RULES}/:id/assign-employees-to-overtime-rule`,
    description: 'Assigns and unassigns employees; an employee assigned here leaves any other overtime rule.',
    params: idParamsSchema,
    body: overtimeAssignmentSchema,
    response: overtimeRuleSchema,
    permission: MANAGE,
  }),
  assignables: defineEndpoint({
    method: 'GET',
    path: `${RULES}/:id/assignables`,
    params: idParamsSchema,
    response: overtimeAssignablesSchema,
    permission: VIEW,
  }),
};
