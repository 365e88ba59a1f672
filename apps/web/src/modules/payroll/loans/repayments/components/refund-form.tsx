import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_VALUE_FORMAT, LOAN_DISBURSEMENT_MESSAGES as D, type LoanRefund } from '@clockroom/contracts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { FilteredInput } from '../../../../../platform/ui/filtered-input.tsx';
import { FormActions } from '../../../../../platform/ui/form-actions.tsx';
import { requiredRule } from '../../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { datePickerProps, dateValueItemProps } from '../../../../../platform/ui/date-value.ts';
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
        <Form.Item
          name="amount"
          label={t('loanRepay.amountNaira')}
          rules={[requiredRule(D.amountRequired, t)]}
        >
          <FilteredInput filter="decimal" maxLength={15} data-testid="loan-refund-amount" />
        </Form.Item>
        <Form.Item
          name="refunded_on"
          label={t('loanRepay.refundedOn')}
          rules={[requiredRule(D.dateRequired, t)]}
          {...dateValueItemProps}
        >
          <DatePicker {...datePickerProps} data-testid="loan-refund-date" />
        </Form.Item>
        <Form.Item name="note" label={t('loanRepay.note')}>
          <Input.TextArea rows={2} maxLength={1000} data-testid="loan-refund-note" />
        </Form.Item>
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
