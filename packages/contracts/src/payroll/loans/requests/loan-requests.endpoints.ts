import { z } from 'zod';
import { defineEndpoint } from '../../../platform/endpoint.ts';
import { decisionEndpoints, decidingWaiting } from '../../../platform/decision-endpoints.ts';
import { listPage } from '../../../platform/envelope.ts';
import { idParamsSchema } from '../../../platform/params.ts';
import { deletedCountSchema } from '../../../platform/fields.ts';
import {
  employeeLoanTypeSchema,
  loanAvailabilityQuerySchema,
  loanAvailabilitySchema,
  loanRequestDecisionSchema,
  loanRequestDeleteSchema,
  loanRequestInputSchema,
  loanRequestListQuerySchema,
  loanRequestSchema,
} from './loan-requests.ts';

const REQUESTS = '/payroll/loans/requests';
const tags = ['payroll'] as const;

/**
 * Loan requests (spec 3 "Payroll loans"; issue 20; ADR 52). Every call is open to any signed-in
 * user and the server narrows it: an employee reads and changes their own, a holder of 'view loans'
 * reads those of the branches they see, 'create loan', 'edit loan' and 'delete loan' act for others,
 * and a request waits on its approver group or, with none, on holders of 'approve loan'.
 */
export const loanRequestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: REQUESTS,
    description:
      'With view loans, the requests of the branches the caller sees; otherwise (or with mine=true) their own. A search_query sent empty finds nothing (spec 3 §5).',
    query: loanRequestListQuerySchema,
    response: listPage(loanRequestSchema),
    permission: 'signed-in',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: REQUESTS,
    description: 'Request a loan: for yourself, or with create loan for the employee_id named.',
    body: loanRequestInputSchema,
    response: loanRequestSchema,
    status: 201,
    permission: 'signed-in',
    tags,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${REQUESTS}/delete`,
    description: 'Delete pending requests: your own, or with delete loan those of the branches you see.',
    body: loanRequestDeleteSchema,
    response: deletedCountSchema,
    permission: 'signed-in',
    tags,
  }),
  approvals: defineEndpoint({
    method: 'GET',
    path: `${REQUESTS}/approvals`,
    description: 'The pending requests waiting on the caller’s decision.',
    query: loanRequestListQuerySchema,
    response: listPage(loanRequestSchema),
    permission: 'signed-in',
    tags,
  }),
  ...decisionEndpoints({
    path: REQUESTS,
    body: loanRequestDecisionSchema,
    description: decidingWaiting('loan requests', 'loan_request_ids'),
    tags,
  }),
  availability: defineEndpoint({
    method: 'GET',
    path: `${REQUESTS}/by-employee-loan-type`,
    description:
      'What the employee (yourself when employee_id is absent) may still borrow on the loan type: its limits, the cap, what they owe and the most they may ask now.',
    query: loanAvailabilityQuerySchema,
    response: loanAvailabilitySchema,
    permission: 'signed-in',
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${REQUESTS}/:id`,
    description: 'Your own, one waiting on you, or with view loans one of the branches you see.',
    params: idParamsSchema,
    response: loanRequestSchema,
    permission: 'signed-in',
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${REQUESTS}/:id`,
    description: 'Change a pending request (your own, or with edit loan); its approval starts again.',
    params: idParamsSchema,
    body: loanRequestInputSchema,
    response: loanRequestSchema,
    permission: 'signed-in',
    tags,
  }),
  typesForEmployee: defineEndpoint({
    method: 'GET',
    path: '/payroll/loans/settings/loantypes/employee/:id',
    description:
      'The loan types the employee may apply for now: active, and their months of service since the appointment date reach the type’s eligible_after_months.',
    params: idParamsSchema,
    response: z.array(employeeLoanTypeSchema),
    permission: 'signed-in',
    tags,
  }),
};
