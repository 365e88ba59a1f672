import { z } from 'zod';
import { defineEndpoint } from '../../../platform/endpoint.ts';
import { collectionEndpoints } from '../../../platform/collection-endpoints.ts';
import { listPage } from '../../../platform/envelope.ts';
import { idParamsSchema } from '../../../platform/params.ts';
import { LOAN_REFUND_MESSAGES as R } from './loan-repayments-messages.ts';
import {
  loanDisbursementInputSchema,
  loanDisbursementSchema,
  loanEmployeeQuerySchema,
  loanRefundInputSchema,
  loanRefundSchema,
  loanRefundsDeletedSchema,
  loanRefundUpdateSchema,
  loanRepaymentListQuerySchema,
  repayableLoanSchema,
} from './loan-repayments.ts';

const VIEW = 'view loans';
const EDIT = 'edit loan';
const DISBURSEMENTS = '/payroll/loans/disbursements';
const REFUNDS = '/payroll/loans/refund';
const tags = ['payroll'] as const;

/** The spec's DELETE /refund/[ids]: one id or several separated by commas, named `id` like GET's. */
const idsParams = z.object({
  id: z
    .string()
    .regex(/^\s*\d{1,15}\s*(,\s*\d{1,15}\s*)*$/, R.idsRequired)
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .refine(
      (ids) => ids.length <= 1000 && ids.every((id) => Number.isSafeInteger(id) && id > 0),
      R.idsRequired,
    ),
});

/**
 * Loan disbursements (spec 3 "/payroll/loans/disbursements": GET, POST, DELETE /{id}; ADR 53): money
 * paid out on an approved loan, partly or whole; the loan's schedule follows what was paid out.
 */
export const loanDisbursementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: DISBURSEMENTS,
    query: loanRepaymentListQuerySchema,
    response: listPage(loanDisbursementSchema),
    permission: VIEW,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: DISBURSEMENTS,
    description:
      'Pays out part or all of an approved loan; the disbursements add up to at most the approved amount. Refused once payroll has deducted an instalment.',
    body: loanDisbursementInputSchema,
    response: loanDisbursementSchema,
    status: 201,
    permission: EDIT,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${DISBURSEMENTS}/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: EDIT,
    tags,
  }),
  notFullyDisbursed: defineEndpoint({
    method: 'GET',
    path: '/payroll/loans/requests/get-loan-not-fully-disbursed',
    description: "The employee's approved (or partly disbursed) loans with an amount left to disburse.",
    query: loanEmployeeQuerySchema,
    response: z.array(repayableLoanSchema),
    permission: VIEW,
    tags,
  }),
};

/**
 * Loan refunds (spec 3 "/payroll/loans/refund": GET, POST, PUT, GET /{id}, DELETE /[ids]; ADR 53): a
 * repayment outside payroll, which settles the loan's last unpaid instalments first.
 */
export const loanRefundEndpoints = {
  ...collectionEndpoints({
    path: REFUNDS,
    query: loanRepaymentListQuerySchema,
    body: loanRefundInputSchema,
    response: loanRefundSchema,
    permission: { list: VIEW, create: EDIT },
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: REFUNDS,
    description: 'The refund to change is the `id` in the body (spec 3); PUT /refund/{id} does the same.',
    body: loanRefundUpdateSchema,
    response: loanRefundSchema,
    permission: EDIT,
    tags,
  }),
  updateById: defineEndpoint({
    method: 'PUT',
    path: `${REFUNDS}/:id`,
    params: idParamsSchema,
    body: loanRefundInputSchema,
    response: loanRefundSchema,
    permission: EDIT,
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${REFUNDS}/:id`,
    params: idParamsSchema,
    response: loanRefundSchema,
    permission: VIEW,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${REFUNDS}/:id`,
    description: "The spec's DELETE /refund/[ids]: one id or several separated by commas (1,2,3).",
    params: idsParams,
    response: loanRefundsDeletedSchema,
    permission: EDIT,
    tags,
  }),
  notFullyRefunded: defineEndpoint({
    method: 'GET',
    path: '/payroll/loans/requests/get-loan-not-fully-refunded',
    description: "The employee's disbursed loans that still have a balance.",
    query: loanEmployeeQuerySchema,
    response: z.array(repayableLoanSchema),
    permission: VIEW,
    tags,
  }),
};
