import { loanDisbursementScreens } from '../repayments.routes.tsx';
import { disburseMutation } from '../api.ts';
import { RepaymentForm } from './repayment-form.tsx';

/**
 * Disburse a loan (ADR 53): the employee, one of their approved loans with what is left of it (the
 * amount starts as all of it), the date paid out and a note. The server refuses more than is left.
 */
export function DisbursementForm() {
  return (
    <RepaymentForm
      purpose="disburse"
      dateName="disbursed_on"
      testId="loan-disbursement"
      labels={{ date: 'loanRepay.disbursedOn', save: 'loanRepay.disburseSave' }}
      mutation={disburseMutation()}
      list={loanDisbursementScreens.paths.list}
    />
  );
}
