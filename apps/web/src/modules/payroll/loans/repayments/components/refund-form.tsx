import type { LoanRefund } from '@clockroom/contracts';
import { loanRefundScreens } from '../repayments.routes.tsx';
import { saveRefundMutation } from '../api.ts';
import { RepaymentForm } from './repayment-form.tsx';

/**
 * Record or change a refund (ADR 53): the employee, one of their disbursed loans with its balance, the
 * amount (at most the balance), the day it was paid and a note.
 */
export function RefundForm({ record }: { record?: LoanRefund }) {
  return (
    <RepaymentForm
      purpose="refund"
      dateName="refunded_on"
      testId="loan-refund"
      labels={{ date: 'loanRepay.refundedOn', save: 'loanRepay.save' }}
      mutation={saveRefundMutation(record?.id)}
      list={loanRefundScreens.paths.list}
      record={
        record && {
          ...record,
          date: record.refunded_on,
          employee: { id: record.employee_id, name: record.employee_name, pin: record.employee_pin },
        }
      }
    />
  );
}
