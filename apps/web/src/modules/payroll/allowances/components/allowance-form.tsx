import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALLOWANCE_MESSAGES as M, type Allowance } from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { adminAllowanceScreens } from '../allowances.routes.tsx';
import { refreshAllowances, saveAllowanceMutation } from '../api.ts';
import { AllowanceFlags } from './allowance-flags.tsx';
import { HolderEditor, holderDraftsOf, type HolderDraft } from './holder-editor.tsx';

interface Values {
  name: string;
  code: string;
  description: string;
  amount: string;
  is_taxable: boolean;
  is_pensionable: boolean;
  claimable: boolean;
  active: boolean;
  employees: HolderDraft[];
}

const { paths } = adminAllowanceScreens;

/**
 * Create or edit a recurring allowance (ADR 45): its name, code, monthly amount and flags, and who
 * holds it from which month (the employees list is sent whole, so removing someone here unassigns them).
 */
export function AllowanceForm({ record }: { record?: Allowance }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveAllowanceMutation(record?.id),
    refresh: refreshAllowances,
    then: (answer) => paths.view(answer.data.id),
  });

  const submit = (v: Values) =>
    save.mutate({
      ...v,
      code: v.code.trim() || undefined,
      employees: v.employees.map((h) => ({
        employee_id: h.employee_id,
        amount: h.amount.trim() || undefined,
        from_month: h.from_month,
        to_month: h.to_month,
      })),
    });

  return (
    <PanelForm<Values>
      name="allowance"
      form={form}
      facts={{ labels: 'allowance', testIds: 'allowance' }}
      initialValues={{
        ...startingValues(record, {
          name: '',
          code: '',
          description: '',
          amount: '',
          is_taxable: true,
          is_pensionable: false,
          claimable: false,
          active: true,
        }),
        employees: holderDraftsOf(record?.employees),
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={record ? paths.view(record.id) : paths.list}
    >
      <TextField name="name" required={M.nameRequired} />
      <TextField name="code" extra={t('allowance.codeHint')} maxLength={30} />
      <NoteField name="description" />
      <AmountField name="amount" required={M.amountRequired} />
      <AllowanceFlags testId="allowance" />
      <SwitchField name="claimable" extra={t('allowance.claimableHint')} />
      <SwitchField name="active" extra={t('allowance.activeHint')} />
      {/* No status of its own: an error would colour every input of the widget inside. */}
      <Form.Item
        name="employees"
        label={t('allowance.holders')}
        extra={t('allowance.holdersHint')}
        validateStatus=""
      >
        <HolderEditor withMonths defaultAmount={amount} testId="allowance-holders" />
      </Form.Item>
    </PanelForm>
  );
}
