import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALLOWANCE_CLAIM_MESSAGES as M, type AllowanceClaim } from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { myAllowancesQuery, refreshClaims, saveClaimMutation } from '../api.ts';
import { useFigureText } from '../../packages/money-text.ts';

interface Values {
  /** 0: something else, with a title of its own. */
  allowance_id: number;
  title: string;
  amount: string;
  reason: string;
}

const { paths } = essAllowanceScreens;

/**
 * An employee's allowance claim (ESS payslip create and edit/{id}; ADR 45): an allowance they may
 * claim, or something else with a title, the amount and why. Saved, it goes to its approvers.
 */
export function ClaimForm({ record }: { record?: AllowanceClaim }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const [form] = Form.useForm<Values>();
  const claimable = useQuery(myAllowancesQuery());
  const chosen = Form.useWatch('allowance_id', form) ?? record?.allowance_id ?? 0;
  const options = claimable.data?.claimable ?? [];
  const usual = options.find((o) => o.id === chosen);
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveClaimMutation(record?.id),
    refresh: refreshClaims,
    then: paths.mine,
  });

  const submit = (v: Values) =>
    save.mutate({
      allowance_id: v.allowance_id || null,
      title: v.allowance_id ? null : v.title,
      amount: v.amount,
      reason: v.reason,
    });

  return (
    <PanelForm<Values>
      name="allowance-claim"
      form={form}
      facts={{ labels: 'allowanceClaim', testIds: 'allowance-claim' }}
      initialValues={{
        ...startingValues(record, {
          allowance_id: 0,
          amount: '',
          reason: '',
        }),
        title: record && record.allowance_id === null ? record.title : '',
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.mine}
      saveLabel={t(record ? 'allowanceClaim.saveEdit' : 'allowanceClaim.save')}
    >
      <SelectField
        name="allowance_id"
        extra={t('allowanceClaim.allowanceHint')}
        loading={claimable.isPending}
        testId="allowance-claim-allowance"
        options={[
          { value: 0, label: t('allowanceClaim.allowanceNone') },
          ...options.map((o) => ({ value: o.id, label: o.name })),
        ]}
      />
      {chosen ? null : <TextField name="title" required={M.titleRequired} />}
      <AmountField
        name="amount"
        extra={usual ? t('allowanceClaim.usual', { amount: figures.naira(usual.amount) }) : undefined}
        required={M.amountRequired}
      />
      <NoteField name="reason" required={M.reasonRequired} rows={3} />
    </PanelForm>
  );
}
