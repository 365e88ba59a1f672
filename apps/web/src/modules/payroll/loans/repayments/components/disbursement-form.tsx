import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_VALUE_FORMAT, LOAN_DISBURSEMENT_MESSAGES as D } from '@clockroom/contracts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../../platform/ui/form-actions.tsx';
import { AmountField } from '../../../../../platform/ui/form-fields/amount-field.tsx';
import { DateField } from '../../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { loanDisbursementScreens } from '../repayments.routes.tsx';
import { disburseMutation, refreshRepayments } from '../api.ts';
import { LoanFields } from './loan-fields.tsx';

interface Values {
  employee_id?: number;
  loan_request_id?: number;
  amount: string;
  disbursed_on: string;
  note: string;
}

const FIELDS = ['employee_id', 'loan_request_id', 'amount', 'disbursed_on', 'note'];
const { paths } = loanDisbursementScreens;

/**
 * Disburse a loan (ADR 53): the employee, one of their approved loans with what is left of it (the
 * amount starts as all of it), the date paid out and a note. The server refuses more than is left.
 */
export function DisbursementForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...disburseMutation(),
    refresh: refreshRepayments,
    then: paths.list,
    fieldErrors: { fields: FIELDS },
  });

  return (
    <Panel testId="loan-disbursement-form">
      <AppForm<Values>
        name="loan-disbursement"
        form={form}
        initialValues={{ amount: '', disbursed_on: dayjs().format(DATE_VALUE_FORMAT), note: '' }}
        onFinish={(v) =>
          save.mutate({
            loan_request_id: v.loan_request_id ?? 0,
            amount: v.amount,
            disbursed_on: v.disbursed_on,
            note: v.note,
          })
        }
      >
        <LoanFields
          purpose="disburse"
          form={form}
          testId="loan-disbursement"
          onLoan={(loan) => form.setFieldValue('amount', loan?.amount_left_to_disburse ?? '')}
        />
        <AmountField
          name="amount"
          label={t('loanRepay.amountNaira')}
          required={D.amountRequired}
          testId="loan-disbursement-amount"
        />
        <DateField
          name="disbursed_on"
          label={t('loanRepay.disbursedOn')}
          required={D.dateRequired}
          testId="loan-disbursement-date"
        />
        <NoteField name="note" label={t('loanRepay.note')} testId="loan-disbursement-note" />
        <FormActions
          saving={save.isPending}
          cancel={paths.list}
          saveLabel={t('loanRepay.disburseSave')}
          testId="loan-disbursement-save"
        />
      </AppForm>
    </Panel>
  );
}
