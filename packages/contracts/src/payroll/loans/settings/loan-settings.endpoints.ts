import { defineEndpoint } from '../../../platform/endpoint.ts';
import { collectionEndpoints } from '../../../platform/collection-endpoints.ts';
import { deletedCountSchema } from '../../../platform/fields.ts';
import { idParamsSchema } from '../../../platform/params.ts';
import { loanCapInputSchema, loanCapListSchema, loanCapQuerySchema } from './loan-caps.ts';
import {
  loanTypeDeleteSchema,
  loanTypeInputSchema,
  loanTypeListQuerySchema,
  loanTypeSchema,
} from './loan-types.ts';

const VIEW = 'view loans';
const MANAGE = 'manage loan settings';
const TYPES = '/payroll/loans/settings/loantypes';
const CAPS = '/payroll/loans/settings/loancaps';
const tags = ['payroll'] as const;

/**
 * Loan types (spec 3 "loantypes"; shape from issue 20): list (paging, `search_query` on the name,
 * optional `status`), create, get, update, and a batch delete with `{ loan_type_ids }`. The
 * employee's eligible types (`loantypes/employee/:id`) belong to the requests area.
 */
export const loanTypeEndpoints = {
  ...collectionEndpoints({
    path: TYPES,
    query: loanTypeListQuerySchema,
    body: loanTypeInputSchema,
    response: loanTypeSchema,
    permission: { list: VIEW, create: MANAGE },
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${TYPES}/:id`,
    params: idParamsSchema,
    response: loanTypeSchema,
    permission: VIEW,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${TYPES}/:id`,
    params: idParamsSchema,
    body: loanTypeInputSchema,
    response: loanTypeSchema,
    permission: MANAGE,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: TYPES,
    description:
      'Deletes every listed type or none: a type that has loans is refused (409); set it inactive instead.',
    body: loanTypeDeleteSchema,
    response: deletedCountSchema,
    permission: MANAGE,
    tags,
  }),
};

/** Loan caps (spec 3 "loancaps"; shape from issue 20): read every branch or grade with its cap, set caps. */
export const loanCapEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: CAPS,
    query: loanCapQuerySchema,
    response: loanCapListSchema,
    permission: VIEW,
    tags,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: CAPS,
    description:
      'Sets the listed caps of one model type; an empty or null amount removes that cap, caps not listed stay.',
    body: loanCapInputSchema,
    response: loanCapListSchema,
    permission: MANAGE,
    tags,
  }),
};
