import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LOAN_REQUEST_MESSAGES as M, type LoanRequest } from '@clockroom/contracts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { EmployeeField } from '../../../../../platform/ui/form-fields/employee-field.tsx';
import { FormActions } from '../../../../../platform/ui/form-actions.tsx';
import { AmountField } from '../../../../../platform/ui/form-fields/amount-field.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../../platform/ui/form-fields/text-field.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../../platform/ui/starting-values.ts';
import type { LinkTarget } from '../../../../../platform/routing/resource-routes.ts';
import { employeeLoanTypesQuery, refreshLoans, saveLoanMutation } from '../api.ts';
import { LoanFormHints } from './loan-form-hints.tsx';

interface Values {
  employee_id: number | null;
  loan_type_id: number | null;
  amount: string;
  tenure_months: string;
  repayment_start: string;
  reason: string;
}

const MONTH_FORMAT = 'MMM YYYY';
const nextMonth = () => dayjs().add(1, 'month').format('YYYY-MM');

interface LoanFormProps {
  record?: LoanRequest;
  /** An admin's form names the employee; the employee's own form is for themselves. */
  employeeId: number | null;
  admin: boolean;
  done: LinkTarget;
}

/**
 * A loan request (admin loan-request/create, edit/{id}; ESS loan create, edit/{id}): the type the
 * employee may apply for, the amount, tenure and first repayment month, with what they may still
 * borrow and the instalment it makes. Saved, it goes to its approvers.
 */
export function LoanForm({ record, employeeId, admin, done }: LoanFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const chosenEmployee = Form.useWatch('employee_id', form) ?? record?.employee_id ?? employeeId;
  const chosenType = Form.useWatch('loan_type_id', form) ?? record?.loan_type_id ?? null;
  const amount = Form.useWatch('amount', form) ?? record?.amount;
  const tenure = Form.useWatch('tenure_months', form) ?? record?.tenure_months;
  const types = useQuery({
    ...employeeLoanTypesQuery(chosenEmployee ?? 0),
    enabled: chosenEmployee !== null,
  });
  const options = (types.data ?? []).map((x) => ({ value: x.id, label: x.name }));
  // An edited request keeps its type in the choice even if the type has closed since.
  if (record && !options.some((o) => o.value === record.loan_type_id))
    options.unshift({ value: record.loan_type_id, label: record.loan_type_name });
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveLoanMutation(record?.id),
    refresh: refreshLoans,
    then: done,
  });

  const submit = (v: Values) =>
    save.mutate({
      ...(admin && !record ? { employee_id: v.employee_id } : {}),
      loan_type_id: v.loan_type_id ?? '',
      amount: v.amount,
      tenure_months: v.tenure_months,
      repayment_start: v.repayment_start,
      reason: v.reason,
    });

  return (
    <Panel testId="loan-request-form">
      <div className="cr-loan-form">
        <AppForm<Values>
          name="loan-request"
          form={form}
          facts={{ labels: 'loanRequest', testIds: 'loan' }}
          initialValues={{
            ...startingValues(record, {
              amount: '',
              repayment_start: nextMonth(),
              reason: '',
            }),
            employee_id: record?.employee_id ?? null,
            loan_type_id: record?.loan_type_id ?? null,
            tenure_months: record ? String(record.tenure_months) : '',
          }}
          onFinish={submit}
        >
          {admin ? (
            <EmployeeField
              name="employee_id"
              required={M.employeeInvalid}
              testId="loan-employee"
              placeholder={t('loanRequest.employeePlaceholder')}
              disabled={record !== undefined}
              known={record ? [{ id: record.employee_id, name: record.employee_name, pin: record.pin }] : []}
              onPicked={() => form.setFieldValue('loan_type_id', null)}
            />
          ) : null}
          <Form.Item
            name="loan_type_id"
            label={t('loanRequest.loanType')}
            rules={[{ required: true, message: t(M.loanTypeRequired) }]}
            extra={
              chosenEmployee === null
                ? t('loanRequest.pickEmployee')
                : types.isSuccess && options.length === 0
                  ? t('loanRequest.noTypes')
                  : undefined
            }
          >
            <Select
              loading={types.isFetching}
              disabled={chosenEmployee === null}
              options={options}
              data-testid="loan-type"
              aria-label={t('loanRequest.loanType')}
            />
          </Form.Item>
          <AmountField name="amount" label={t('loanRequest.amountField')} required={M.amountRequired} />
          <TextField
            name="tenure_months"
            label={t('loanRequest.tenureField')}
            required={M.tenureRequired}
            filter="digits"
            maxLength={3}
            testId="loan-tenure"
          />
          <Form.Item
            name="repayment_start"
            label={t('loanRequest.repaymentStartField')}
            extra={t('loanRequest.repaymentStartHint')}
            rules={[{ required: true, message: t(M.repaymentStartRequired) }]}
            getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(`${v}-01`) : null })}
            normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM') : '')}
          >
            <DatePicker
              picker="month"
              format={MONTH_FORMAT}
              allowClear={false}
              disabledDate={(d) => d.isBefore(dayjs(), 'month')}
              data-testid="loan-repayment-start"
            />
          </Form.Item>
          <NoteField name="reason" rows={3} />
          <FormActions
            saving={save.isPending}
            cancel={done}
            saveLabel={t(record ? 'loanRequest.saveEdit' : 'loanRequest.save')}
            testId="loan-save"
          />
        </AppForm>
        <LoanFormHints
          employeeId={chosenEmployee}
          loanTypeId={chosenType}
          amount={amount}
          tenure={tenure}
          editing={record}
        />
      </div>
    </Panel>
  );
}
