import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALLOWANCE_MESSAGES as M,
  type ExtraAllowance,
  type ExtraAllowanceRecurrence,
} from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { adminExtraAllowanceScreens } from '../allowances.routes.tsx';
import { refreshExtras, saveExtraMutation } from '../api.ts';
import { thisMonth } from '../month-text.ts';
import { AllowanceFlags } from './allowance-flags.tsx';
import { HolderEditor, holderDraftsOf, type HolderDraft } from './holder-editor.tsx';
import { MonthsField } from './months-field.tsx';

interface Values {
  name: string;
  description: string;
  recurrence: ExtraAllowanceRecurrence;
  amount: string;
  is_taxable: boolean;
  is_pensionable: boolean;
  months: string[];
  employees: HolderDraft[];
}

const { paths } = adminExtraAllowanceScreens;

/**
 * Create or edit an extra allowance (ADR 45): its amount and flags, the months it is paid in (one for
 * a one-off) and the employees paid, each at their own amount when it differs. The server refuses a
 * change to a month already confirmed for an employee, beside the months.
 */
export function ExtraAllowanceForm({ record }: { record?: ExtraAllowance }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const recurrence = Form.useWatch('recurrence', form) ?? record?.recurrence ?? 'one_off';
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveExtraMutation(record?.id),
    refresh: refreshExtras,
    then: (answer) => paths.view(answer.data.id),
    // `employee_ids` is what the server names when one of them is refused.
    fieldErrors: { aliases: { employee_ids: 'employees' } },
  });

  const submit = (v: Values) =>
    save.mutate({
      ...v,
      months: v.recurrence === 'one_off' ? v.months.slice(0, 1) : v.months,
      employees: v.employees.map((e) => ({
        employee_id: e.employee_id,
        amount: e.amount.trim() || undefined,
      })),
    });

  return (
    <PanelForm<Values>
      name="extra-allowance"
      form={form}
      facts={{ labels: 'extraAllowance', testIds: 'extra-allowance' }}
      initialValues={{
        ...startingValues(record, {
          name: '',
          description: '',
          recurrence: 'one_off',
          amount: '',
          is_taxable: true,
          is_pensionable: false,
          months: [thisMonth()],
        }),
        employees: holderDraftsOf(record?.employees),
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={record ? paths.view(record.id) : paths.list}
    >
      {record ? (
        <Alert type="info" showIcon title={t('extraAllowance.lockedHint')} className="cr-allowance-note" />
      ) : null}
      <TextField name="name" label={t('allowance.name')} required={M.nameRequired} />
      <NoteField name="description" label={t('allowance.description')} />
      <ChoiceField
        name="recurrence"
        options={[
          { value: 'one_off', label: t('extraAllowance.one_off') },
          { value: 'recurring', label: t('extraAllowance.recurring') },
        ]}
      />
      <Form.Item
        name="months"
        label={t(recurrence === 'one_off' ? 'extraAllowance.month' : 'extraAllowance.months')}
        extra={t('extraAllowance.monthsHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t(M.monthsRequired) }]}
      >
        <MonthsField multiple={recurrence === 'recurring'} testId="extra-allowance-months" />
      </Form.Item>
      <AmountField name="amount" required={M.amountRequired} />
      <AllowanceFlags testId="extra-allowance" />
      <Form.Item
        name="employees"
        label={t('extraAllowance.employees')}
        extra={t('extraAllowance.employeesHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t(M.employeesRequired) }]}
        // No status of its own: an error would colour every input of the widget inside.
        validateStatus=""
      >
        <HolderEditor withMonths={false} defaultAmount={amount} testId="extra-allowance-employees" />
      </Form.Item>
    </PanelForm>
  );
}
