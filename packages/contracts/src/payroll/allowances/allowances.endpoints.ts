import { defineEndpoint } from '../../platform/endpoint.ts';
import { collectionEndpoints } from '../../platform/collection-endpoints.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  allowanceAssignSchema,
  allowanceInputSchema,
  allowanceSchema,
  allowanceUnassignSchema,
} from './allowances.ts';
import { extraAllowanceInputSchema, extraAllowanceSchema } from './extra-allowances.ts';
import { myAllowancesSchema } from './allowance-claims.ts';

const VIEW = 'view salary management';
const MANAGE = 'manage salary settings';
const ALLOWANCES = '/payroll/salarymanagement/settings/allowance';
const EXTRAS = '/payroll/salarymanagement/settings/extraallowance';
const tags = ['payroll'] as const;

/**
 * Recurring allowances (issue 19; the spec names no call, so the extra allowance's shape is kept,
 * ADR 45): list (paging, `search_query` on name or code), create, get (with its holders), update,
 * delete, and assigning or unassigning employees with their amount and months.
 */
export const allowanceEndpoints = {
  ...collectionEndpoints({
    path: ALLOWANCES,
    query: pagingQuerySchema,
    body: allowanceInputSchema,
    response: allowanceSchema,
    permission: { list: VIEW, create: MANAGE },
    tags,
  }),
  ...recordEndpoints({
    path: ALLOWANCES,
    body: allowanceInputSchema,
    response: allowanceSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
    description: { update: 'Replaces the allowance; `employees`, when sent, replaces its holders.' },
    tags,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: `${ALLOWANCES}/:id/assign`,
    description: 'Adds these holders, or replaces the amount and months of those who hold it already.',
    params: idParamsSchema,
    body: allowanceAssignSchema,
    response: allowanceSchema,
    permission: MANAGE,
    tags,
  }),
  unassign: defineEndpoint({
    method: 'POST',
    path: `${ALLOWANCES}/:id/unassign`,
    params: idParamsSchema,
    body: allowanceUnassignSchema,
    response: allowanceSchema,
    permission: MANAGE,
    tags,
  }),
  /** The signed-in employee's allowances, extras and what they may claim (ESS). */
  mine: defineEndpoint({
    method: 'GET',
    path: '/payroll/salarymanagement/allowances/me',
    response: myAllowancesSchema,
    permission: 'signed-in',
    tags,
  }),
};

/**
 * Extra allowances (spec 3 "extraallowance": list, create, get by id, update, delete). A month that
 * a payroll confirmation locked for an employee cannot be added, changed or removed for them.
 */
export const extraAllowanceEndpoints = {
  ...collectionEndpoints({
    path: EXTRAS,
    query: pagingQuerySchema,
    body: extraAllowanceInputSchema,
    response: extraAllowanceSchema,
    permission: { list: VIEW, create: MANAGE },
    tags,
  }),
  ...recordEndpoints({
    path: EXTRAS,
    body: extraAllowanceInputSchema,
    response: extraAllowanceSchema,
    permission: { get: VIEW, update: MANAGE, delete: MANAGE },
    tags,
  }),
};
