import { z } from 'zod';
import { calendarDate } from '../../../platform/dates.ts';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { optionalText, requiredId, rowId } from '../../../platform/fields.ts';
import { requiredNaira } from '../../money.ts';
import { LOAN_DISBURSEMENT_MESSAGES as D, LOAN_REFUND_MESSAGES as R } from './loan-repayments-messages.ts';

/**
 * Loan disbursements and refunds (issue 20, ADR 53). Amounts come in as naira (number or text, at
 * most two decimals) and are whole kobo once parsed; answers carry naira text ("53309.27").
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const positiveAmount = requiredNaira(D.amountRequired)
  .refine((v) => v === undefined || v > 0, D.amountPositive)
  .transform((v) => v ?? 0);

/** POST /payroll/loans/disbursements */
export const loanDisbursementInputSchema = z
  .object({
    loan_request_id: requiredId(D.loanRequired),
    amount: positiveAmount,
    disbursed_on: calendarDate(D.dateRequired),
    note: optionalText(1000, D.noteTooLong),
  })
  .transform((v) => ({
    loan_request_id: v.loan_request_id,
    amount_kobo: v.amount,
    disbursed_on: v.disbursed_on,
    note: v.note ?? null,
  }));
export type LoanDisbursementInput = z.input<typeof loanDisbursementInputSchema>;
export type LoanDisbursementValues = z.output<typeof loanDisbursementInputSchema>;

const refundShape = {
  loan_request_id: requiredId(D.loanRequired),
  amount: positiveAmount,
  refunded_on: calendarDate(D.dateRequired),
  note: optionalText(1000, D.noteTooLong),
};
const refundValues = (v: {
  loan_request_id: number;
  amount: number;
  refunded_on: string;
  note?: string | null;
}) => ({
  loan_request_id: v.loan_request_id,
  amount_kobo: v.amount,
  refunded_on: v.refunded_on,
  note: v.note ?? null,
});

/** POST /payroll/loans/refund, and PUT /payroll/loans/refund/{id}. */
export const loanRefundInputSchema = z.object(refundShape).transform(refundValues);
export type LoanRefundInput = z.input<typeof loanRefundInputSchema>;
export type LoanRefundValues = z.output<typeof loanRefundInputSchema>;

/** PUT /payroll/loans/refund: the same with the refund's `id` in the body (spec 3, issue 20). */
export const loanRefundUpdateSchema = z
  .object({ id: requiredId(R.idRequired), ...refundShape })
  .transform((v) => ({ id: v.id, ...refundValues(v) }));
export type LoanRefundUpdate = z.input<typeof loanRefundUpdateSchema>;

/** The lists: paging, `search_query` on the employee's name or PIN, and an employee or loan filter. */
export const loanRepaymentListQuerySchema = pagingQuerySchema.extend({
  employee_id: z.preprocess(blank, requiredId(D.employeeRequired).optional()),
  loan_request_id: z.preprocess(blank, requiredId(D.loanRequired).optional()),
});
export type LoanRepaymentListQuery = z.input<typeof loanRepaymentListQuerySchema>;
export type LoanRepaymentListFilter = z.output<typeof loanRepaymentListQuerySchema>;

/** `?employee_id=` of get-loan-not-fully-disbursed and get-loan-not-fully-refunded. */
export const loanEmployeeQuerySchema = z.object({ employee_id: requiredId(D.employeeRequired) });

/** The loan a disbursement or refund belongs to, as its row shows it. */
const loanFacts = {
  loan_request_id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  employee_pin: z.string().nullable(),
  loan_type: z.string(),
};

export const loanDisbursementSchema = z.object({
  id: rowId,
  ...loanFacts,
  /** Naira, two decimals. */
  amount: z.string(),
  disbursed_on: z.string(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type LoanDisbursement = z.infer<typeof loanDisbursementSchema>;

export const loanRefundSchema = z.object({
  id: rowId,
  ...loanFacts,
  amount: z.string(),
  refunded_on: z.string(),
  note: z.string().nullable(),
  /** The loan's balance now (naira), after every refund and confirmed deduction. */
  loan_balance: z.string(),
  created_at: z.iso.datetime(),
});
export type LoanRefund = z.infer<typeof loanRefundSchema>;

/** A loan offered to disburse or refund, with its figures (naira text). */
export const repayableLoanSchema = z.object({
  id: rowId,
  employee_id: rowId,
  loan_type: z.string(),
  status: z.enum(['approved', 'disbursed', 'repaid']),
  amount: z.string(),
  amount_disbursed: z.string(),
  /** What may still be disbursed: the approved amount less what has been. */
  amount_left_to_disburse: z.string(),
  tenure_months: z.number().int(),
  /** `YYYY-MM` */
  repayment_start: z.string(),
  monthly_instalment: z.string(),
  total_repayable: z.string(),
  amount_repaid: z.string(),
  balance: z.string(),
});
export type RepayableLoan = z.infer<typeof repayableLoanSchema>;

export const loanRefundsDeletedSchema = z.object({ deleted: z.number().int().nonnegative() });
