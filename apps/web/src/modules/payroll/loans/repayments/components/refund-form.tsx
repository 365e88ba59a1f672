import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_VALUE_FORMAT, LOAN_DISBURSEMENT_MESSAGES as D, type LoanRefund } from '@clockroom/contracts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../../platform/ui/form-actions.tsx';
import { AmountField } from '../../../../../platform/ui/form-fields/amount-field.tsx';
import { DateField } from '../../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { loanRefundScreens } from '../repayments.routes.tsx';
import { refreshRepayments, saveRefundMutation } from '../api.ts';
import { LoanFields } from './loan-fields.tsx';

interface Values {
  employee_id?: number;
  loan_request_id?: number;
  amount: string;
  refunded_on: string;
  note: string;
}

const FIELDS = ['employee_id', 'loan_request_id', 'amount', 'refunded_on', 'note'];
const { paths } = loanRefundScreens;

/**
 * Record or change a refund (ADR 53): the employee, one of their disbursed loans with its balance, the
 * amount (at most the balance), the day it was paid and a note.
 */
export function RefundForm({ record }: { record?: LoanRefund }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveRefundMutation(record?.id),
    refresh: refreshRepayments,
    then: paths.list,
    fieldErrors: { fields: FIELDS },
  });

  return (
    <Panel testId="loan-refund-form">
      <AppForm<Values>
        name="loan-refund"
        form={form}
        initialValues={{
          employee_id: record?.employee_id,
          loan_request_id: record?.loan_request_id,
          amount: record?.amount ?? '',
          refunded_on: record?.refunded_on ?? dayjs().format(DATE_VALUE_FORMAT),
          note: record?.note ?? '',
        }}
        onFinish={(v) =>
          save.mutate({
            loan_request_id: v.loan_request_id ?? 0,
            amount: v.amount,
            refunded_on: v.refunded_on,
            note: v.note,
          })
        }
      >
        <LoanFields
          purpose="refund"
          form={form}
          testId="loan-refund"
          known={
            record
              ? [{ id: record.employee_id, name: record.employee_name, pin: record.employee_pin }]
              : undefined
          }
          current={record ? { id: record.loan_request_id, loan_type: record.loan_type } : undefined}
        />
        <AmountField
          name="amount"
          label={t('loanRepay.amountNaira')}
          required={D.amountRequired}
          testId="loan-refund-amount"
        />
        <DateField
          name="refunded_on"
          label={t('loanRepay.refundedOn')}
          required={D.dateRequired}
          testId="loan-refund-date"
        />
        <NoteField name="note" label={t('loanRepay.note')} testId="loan-refund-note" />
        <FormActions
          saving={save.isPending}
          cancel={paths.list}
          saveLabel={t('loanRepay.save')}
          testId="loan-refund-save"
        />
      </AppForm>
    </Panel>
  );
}
