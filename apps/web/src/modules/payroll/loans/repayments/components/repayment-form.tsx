import type { UseMutationOptions } from '@tanstack/react-query';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_VALUE_FORMAT,
  LOAN_DISBURSEMENT_MESSAGES as D,
  type LoanRefund,
  type PersonHit,
} from '@clockroom/contracts';
import type { LinkTarget } from '../../../../../platform/routing/resource-routes.ts';
import { AmountField } from '../../../../../platform/ui/form-fields/amount-field.tsx';
import { DateField } from '../../../../../platform/ui/form-fields/date-field.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { PanelForm } from '../../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { refreshRepayments } from '../api.ts';
import { LoanFields } from './loan-fields.tsx';

/** The day the money moved: paid out to the employee, or paid back by them. */
type DateName = 'disbursed_on' | 'refunded_on';

/** What the server takes for either: the loan, the amount, the day and a note. */
export type RepaymentInput<N extends DateName> = {
  loan_request_id: number;
  amount: string;
  note: string;
} & Record<N, string>;

interface Values extends Partial<Record<DateName, string>> {
  employee_id?: number;
  loan_request_id?: number;
  amount: string;
  note: string;
}

interface RepaymentFormProps<N extends DateName, TData> {
  /** 'disburse': the loans with money left to pay out, the amount starting as all of it. */
  purpose: 'disburse' | 'refund';
  dateName: N;
  /** The form's name and the start of its test ids ('loan-refund'). */
  testId: string;
  labels: { date: string; save: string };
  mutation: UseMutationOptions<TData, Error, RepaymentInput<N>>;
  list: LinkTarget;
  /** An edited refund: its employee and loan, shown even when no longer in the lists. */
  record?: Pick<LoanRefund, 'loan_request_id' | 'loan_type' | 'amount' | 'note'> & {
    date: string;
    employee: PersonHit;
  };
}

/**
 * Disburse a loan or record a refund (ADR 53): the employee and one of their loans with its figures
 * (LoanFields), the amount, the day the money moved and a note. The two differ only in the loans
 * offered, the date's name and the words.
 */
export function RepaymentForm<N extends DateName, TData>({
  purpose,
  dateName,
  testId,
  labels,
  mutation,
  list,
  record,
}: RepaymentFormProps<N, TData>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...mutation,
    refresh: refreshRepayments,
    then: list,
    fieldErrors: { fields: ['employee_id', 'loan_request_id', 'amount', dateName, 'note'] },
  });
  // The date goes under its own name; a computed key is typed as any string, hence the cast.
  const dated = (day: string | undefined) => ({ [dateName]: day }) as Record<N, string>;
  const submit = (v: Values) =>
    save.mutate({
      loan_request_id: v.loan_request_id ?? 0,
      amount: v.amount,
      note: v.note,
      ...dated(v[dateName]),
    });

  return (
    <PanelForm<Values>
      testId={`${testId}-form`}
      name={testId}
      form={form}
      facts={{ labels: 'loanRepay', testIds: testId }}
      initialValues={{
        employee_id: record?.employee.id,
        loan_request_id: record?.loan_request_id,
        amount: record?.amount ?? '',
        note: record?.note ?? '',
        ...dated(record?.date ?? dayjs().format(DATE_VALUE_FORMAT)),
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={list}
      saveLabel={t(labels.save)}
      saveTestId={`${testId}-save`}
    >
      <LoanFields
        purpose={purpose}
        form={form}
        testId={testId}
        known={record ? [record.employee] : undefined}
        current={record ? { id: record.loan_request_id, loan_type: record.loan_type } : undefined}
        onLoan={
          purpose === 'disburse'
            ? (loan) => form.setFieldValue('amount', loan?.amount_left_to_disburse ?? '')
            : undefined
        }
      />
      <AmountField name="amount" label={t('loanRepay.amountNaira')} required={D.amountRequired} />
      <DateField name={dateName} label={t(labels.date)} required={D.dateRequired} testId={`${testId}-date`} />
      <NoteField name="note" />
    </PanelForm>
  );
}
