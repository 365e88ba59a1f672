import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { decisionEndpoints } from '../../platform/decision-endpoints.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  improvementPlanApprovalSchema,
  improvementPlanDecisionSchema,
  improvementPlanInputSchema,
  improvementPlanListQuerySchema,
  improvementPlanOutcomeSchema,
  improvementPlanSchema,
} from './improvement-plans.ts';

const BASE = '/hrm/improvement-plans';
const tags = ['performance'] as const;

/**
 * Performance improvement plans (issue 23; ADR 62). HR (`view trainings`) reads every plan; anyone
 * else reads the plans about them and those they review. Approver groups are at
 * /hrm/improvement-plans/settings/approver-settings (the shared approver calls).
 */
export const improvementPlanEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: improvementPlanListQuerySchema,
    response: listPage(improvementPlanSchema),
    permission: 'signed-in',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${BASE}/approvals`,
    query: pagingQuerySchema,
    response: listPage(improvementPlanApprovalSchema),
    description: 'The plans waiting on the signed-in approver (the inbox).',
    permission: 'signed-in',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: improvementPlanInputSchema,
    response: improvementPlanSchema,
    status: 201,
    permission: 'create training',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: improvementPlanInputSchema,
    response: improvementPlanSchema,
    permission: { get: 'signed-in', update: 'edit training', delete: 'delete training' },
    description: { update: 'Only while the plan awaits approval (409 after); its approval starts again.' },
    tags,
  }),
  outcome: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/outcome`,
    params: idParamsSchema,
    body: improvementPlanOutcomeSchema,
    response: improvementPlanSchema,
    description: 'Once approved, by HR (`edit training`) or the plan’s reviewer; set once.',
    permission: 'signed-in',
    tags,
  }),
  ...decisionEndpoints({ path: BASE, body: improvementPlanDecisionSchema, tags }),
};
