import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { decisionEndpoints, decidingWaiting } from '../../platform/decision-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import {
  allowanceClaimDecisionSchema,
  allowanceClaimInputSchema,
  allowanceClaimListQuerySchema,
  allowanceClaimSchema,
} from './allowance-claims.ts';

const CLAIMS = '/payroll/salarymanagement/allowance-claims';
const tags = ['payroll'] as const;

/**
 * Allowance claims (issue 19 ESS payslip create, edit and approval; ADR 45). Every call acts as the
 * signed-in employee: their own claims, and those waiting on them. A claim waits on its approver
 * group's levels, or, with no group, on holders of 'approve payroll' who see the claimant's branch;
 * the server decides whether it waits on the caller.
 */
export const allowanceClaimEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: CLAIMS,
    description: 'The caller’s own claims, newest first.',
    query: allowanceClaimListQuerySchema,
    response: listPage(allowanceClaimSchema),
    permission: 'signed-in',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: CLAIMS,
    body: allowanceClaimInputSchema,
    response: allowanceClaimSchema,
    status: 201,
    permission: 'signed-in',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${CLAIMS}/approvals`,
    description: 'The pending claims waiting on the caller’s decision.',
    query: allowanceClaimListQuerySchema,
    response: listPage(allowanceClaimSchema),
    permission: 'signed-in',
    tags,
  }),
  ...decisionEndpoints({
    path: CLAIMS,
    body: allowanceClaimDecisionSchema,
    description: decidingWaiting('claims', 'allowance_claim_ids'),
    tags,
  }),
  ...recordEndpoints({
    path: CLAIMS,
    body: allowanceClaimInputSchema,
    response: allowanceClaimSchema,
    permission: { get: 'signed-in', update: 'signed-in', delete: 'signed-in' },
    description: {
      get: 'The claimant’s own, one waiting on the caller, or any in the branches of a holder of view salary management.',
      update: 'The claimant edits a pending claim; its approval starts again.',
      delete: 'The claimant withdraws a pending claim.',
    },
    tags,
  }),
};
