import { collectionEndpoints } from '../../platform/collection-endpoints.ts';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { decisionEndpoints, decidingWaiting } from '../../platform/decision-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import { deletedCountSchema } from '../../platform/fields.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  benefitDeductionBodyUpdateSchema,
  benefitDeductionCreatedSchema,
  benefitDeductionCreateSchema,
  benefitDeductionDecisionSchema,
  benefitDeductionDetailSchema,
  benefitDeductionListQuerySchema,
  benefitDeductionSchema,
  benefitDeductionTypeInputSchema,
  benefitDeductionTypeListQuerySchema,
  benefitDeductionTypeSchema,
  benefitDeductionTypeUpdateSchema,
  benefitDeductionUpdateSchema,
  commaIdsParamsSchema,
} from './benefits.ts';

const BASE = '/payroll/benefit-and-deduction';
const TYPES = `${BASE}/settings/benefit-deduction-types`;
const tags = ['payroll'] as const;
const VIEW = 'view benefit deductions';

/** Benefit and deduction types (issue 20; spec 3 "benefit-deduction-types"; ADR 54). */
export const benefitDeductionTypeEndpoints = {
  ...collectionEndpoints({
    path: TYPES,
    query: benefitDeductionTypeListQuerySchema,
    body: benefitDeductionTypeInputSchema,
    response: benefitDeductionTypeSchema,
    permission: { list: VIEW, create: 'create benefit deduction' },
    description: { list: 'search_query on the name; kind benefit or deduction.' },
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: TYPES,
    description: 'Spec ambiguity 28: `id` in the body.',
    body: benefitDeductionTypeUpdateSchema,
    response: benefitDeductionTypeSchema,
    permission: 'edit benefit deduction',
    tags,
  }),
  updateById: defineEndpoint({
    method: 'PUT',
    path: `${TYPES}/:id`,
    description: 'The same update with the id on the path.',
    params: idParamsSchema,
    body: benefitDeductionTypeInputSchema,
    response: benefitDeductionTypeSchema,
    permission: 'edit benefit deduction',
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${TYPES}/:id`,
    params: idParamsSchema,
    response: benefitDeductionTypeSchema,
    permission: VIEW,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${TYPES}/:id`,
    description: 'A comma list of ids, all or nothing; a type any record uses is refused (409).',
    params: commaIdsParamsSchema,
    response: deletedCountSchema,
    permission: 'delete benefit deduction',
    tags,
  }),
};

/**
 * Benefit and deduction records (issue 20; ADR 54): one employee's or many at once, approved through
 * the engine (module 'benefit-deduction'; with no group, by holders of 'approve benefit deduction'
 * who see the employee's branch, never the employee nor who entered it), paid in their months.
 */
export const benefitDeductionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    description:
      'search_query on the employee or the type; employee_id, benefit_deduction_type_id, kind, status, month.',
    query: benefitDeductionListQuerySchema,
    response: listPage(benefitDeductionSchema),
    permission: VIEW,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    description: '`employee_id`, or `employee_ids` for one record each; answers the first and every id.',
    body: benefitDeductionCreateSchema,
    response: benefitDeductionCreatedSchema,
    status: 201,
    permission: 'create benefit deduction',
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: BASE,
    description: 'Spec ambiguity 28: `id` in the body. Pending only; its approval starts again.',
    body: benefitDeductionBodyUpdateSchema,
    response: benefitDeductionSchema,
    permission: 'edit benefit deduction',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${BASE}/approvals`,
    description: 'The pending records waiting on the caller’s decision.',
    query: benefitDeductionListQuerySchema,
    response: listPage(benefitDeductionSchema),
    permission: 'signed-in',
    tags,
  }),
  ...decisionEndpoints({
    path: BASE,
    body: benefitDeductionDecisionSchema,
    description: decidingWaiting('records', 'benefit_deduction_ids'),
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    description:
      'With its approval and the months a confirmed payroll paid it. Also open to whoever it waits on.',
    params: idParamsSchema,
    response: benefitDeductionDetailSchema,
    permission: 'signed-in',
    tags,
  }),
  updateById: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    description: 'The same update with the id on the path.',
    params: idParamsSchema,
    body: benefitDeductionUpdateSchema,
    response: benefitDeductionSchema,
    permission: 'edit benefit deduction',
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    description: 'A comma list of ids, all or nothing; one whose every month was paid is refused (409).',
    params: commaIdsParamsSchema,
    response: deletedCountSchema,
    permission: 'delete benefit deduction',
    tags,
  }),
};
