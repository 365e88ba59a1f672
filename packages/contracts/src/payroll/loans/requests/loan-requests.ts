import { z } from 'zod';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { idArray, optionalId, optionalText, rowId } from '../../../platform/fields.ts';
import { isCalendarDate } from '../../../platform/dates.ts';
import { approvalDecisionSchema } from '../../../platform/approval-decisions.ts';
import { positiveNaira } from '../../allowances/allowances.ts';
import { payMonthInput } from '../../allowances/pay-months.ts';
import {
  LOAN_REQUEST_DECISION_MESSAGES,
  LOAN_REQUEST_MESSAGES as M,
  LOAN_STATUSES,
} from './loan-requests-messages.ts';
import { requestApprovalStateFields } from '../../request-approval-state.ts';
import { loanTypeSchema } from '../settings/loan-types.ts';

/**
 * Loan requests (issue 20 "Loan request"; ADR 52). Inputs take naira (number or text, two decimals
 * at most) and months as `YYYY-MM`; answers carry naira text from whole kobo ("56000.00").
 */

/** A whole number of months from 1 (a number or its text). */
const tenureInput = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: M.tenureRequired })
    .int(M.tenureRequired)
    .min(1, M.tenureRequired)
    .max(600, M.tenureRequired),
);

/**
 * POST /payroll/loans/requests and PUT …/{id}. Without `employee_id` the request is the signed-in
 * employee's; naming another employee needs 'create loan' (ADR 52). An edit keeps its employee.
 */
export const loanRequestInputSchema = z
  .object({
    employee_id: optionalId(M.employeeInvalid),
    loan_type_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: M.loanTypeRequired }).int(M.loanTypeRequired).positive(M.loanTypeRequired),
    ),
    amount: positiveNaira(M.amountRequired, M.amountPositive),
    tenure_months: tenureInput,
    reason: optionalText(1000, M.reasonTooLong),
    repayment_start: payMonthInput(M.repaymentStartRequired),
  })
  .transform((v) => ({
    employee_id: v.employee_id ?? null,
    loan_type_id: v.loan_type_id,
    amount_kobo: v.amount,
    tenure_months: v.tenure_months,
    reason: v.reason ?? null,
    repayment_start: v.repayment_start,
  }));
export type LoanRequestInput = z.input<typeof loanRequestInputSchema>;
export type LoanRequestValues = z.output<typeof loanRequestInputSchema>;

const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().slice(0, 10)) : v),
    z.string({ error: message }).refine(isCalendarDate, message).optional(),
  );
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /payroll/loans/requests and …/approvals: paging, `search_query` (given but empty, it finds
 * nothing: spec 3 §5), `loan_type_id`, `start_date` and `end_date` (the day it was requested), and
 * `mine` (only the caller's own, as the self-service list asks).
 */
export const loanRequestListQuerySchema = pagingQuerySchema
  .extend({
    loan_type_id: optionalId(M.loanTypeRequired),
    start_date: optionalDay(M.startDateInvalid),
    end_date: optionalDay(M.endDateInvalid),
    status: z.preprocess(blank, z.enum(LOAN_STATUSES).optional()),
    mine: z.preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v)),
      z.boolean().optional(),
    ),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: M.dateRangeInvalid,
    path: ['end_date'],
  });
export type LoanRequestListQuery = z.infer<typeof loanRequestListQuerySchema>;

/** One month of the repayment schedule; `paid` once payroll took it or refunds settled it. */
export const loanScheduleLineSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  principal: z.string(),
  interest: z.string(),
  instalment: z.string(),
  paid: z.boolean(),
});
export type LoanScheduleLine = z.infer<typeof loanScheduleLineSchema>;

/** One loan request (and the loan it becomes), as lists and reads give it. Money in naira text. */
export const loanRequestSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  pin: z.string().nullable(),
  loan_type_id: rowId,
  loan_type_name: z.string(),
  amount: z.string(),
  tenure_months: z.number().int(),
  reason: z.string().nullable(),
  /** `YYYY-MM`: the first payroll month that deducts. */
  repayment_start: z.string(),
  /** Percent a year, copied from the type when requested. */
  interest_rate: z.string(),
  interest_type: z.enum(['flat', 'reducing']),
  status: z.enum(LOAN_STATUSES),
  monthly_instalment: z.string(),
  total_repayable: z.string(),
  total_interest: z.string(),
  amount_disbursed: z.string(),
  amount_repaid: z.string(),
  /** What is still owed, principal and interest: total_repayable − amount_repaid. */
  balance: z.string(),
  schedule: z.array(loanScheduleLineSchema),
  ...requestApprovalStateFields,
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;

/** POST /payroll/loans/requests/delete: `loan_request_ids`, pending ones only. */
export const loanRequestDeleteSchema = z.object({ loan_request_ids: idArray(M.deleteIdsRequired, 1) });
export type LoanRequestDeleteInput = z.input<typeof loanRequestDeleteSchema>;

/** POST …/approve and /reject: loan_request_ids (or id), reason, comment (ADR 31). */
export const loanRequestDecisionSchema = approvalDecisionSchema(
  'loan_request_ids',
  LOAN_REQUEST_DECISION_MESSAGES,
);
export type LoanRequestDecisionInput = z.infer<typeof loanRequestDecisionSchema>;

/** GET …/requests/by-employee-loan-type?employee_id=&loan_type_id= */
export const loanAvailabilityQuerySchema = z.object({
  employee_id: optionalId(M.employeeInvalid),
  loan_type_id: z.coerce
    .number({ error: M.loanTypeRequired })
    .int(M.loanTypeRequired)
    .positive(M.loanTypeRequired),
});
export type LoanAvailabilityQuery = z.infer<typeof loanAvailabilityQuerySchema>;

/**
 * What the employee may still borrow on a type: the type's limits, the cap that applies (null when
 * none), the principal they still owe on pending, approved and disbursed loans, and the most they
 * may ask now (`available`: the type's maximum, lowered by what the cap leaves).
 */
export const loanAvailabilitySchema = z.object({
  employee_id: rowId,
  loan_type_id: rowId,
  loan_type_name: z.string(),
  eligible: z.boolean(),
  /** Why not, when not eligible (the server's message). */
  reason: z.string().nullable(),
  minimum_amount: z.string(),
  maximum_amount: z.string(),
  max_tenure_months: z.number().int(),
  interest_rate: z.string(),
  interest_type: z.enum(['flat', 'reducing']),
  cap: z.string().nullable(),
  cap_source: z.enum(['branch', 'grade']).nullable(),
  outstanding: z.string(),
  cap_left: z.string().nullable(),
  available: z.string(),
});
export type LoanAvailability = z.infer<typeof loanAvailabilitySchema>;

/**
 * GET /payroll/loans/settings/loantypes/employee/{id}: a type the employee may apply for now, as
 * every loan type call answers it but for its status and loan count.
 */
export const employeeLoanTypeSchema = loanTypeSchema.pick({
  id: true,
  name: true,
  description: true,
  minimum_amount: true,
  maximum_amount: true,
  max_tenure_months: true,
  interest_rate: true,
  interest_type: true,
  eligible_after_months: true,
});
export type EmployeeLoanType = z.infer<typeof employeeLoanTypeSchema>;
