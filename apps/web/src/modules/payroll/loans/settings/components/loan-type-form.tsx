import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOAN_TYPE_MESSAGES as M, type LoanType } from '@clockroom/contracts';
import { AmountField } from '../../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../../platform/ui/starting-values.ts';
import { loanSettingsScreens } from '../settings.routes.tsx';
import { refreshLoanTypes, saveLoanTypeMutation } from '../api.ts';

interface Values {
  name: string;
  description: string;
  minimum_amount: string;
  maximum_amount: string;
  max_tenure_months: string;
  interest_rate: string;
  interest_type: LoanType['interest_type'];
  eligible_after_months: string;
  status: LoanType['status'];
}

const { paths } = loanSettingsScreens;

/** Naira text as the form shows it: the answer's "200000.00" reads 200000 when it has no kobo. */
const amountField = (value?: string) => (value ?? '').replace(/\.00$/, '');

/**
 * Create or edit a loan type (issue 20): limits in naira, the longest tenure, the yearly rate and how
 * it is charged, the months of service before one may apply, and whether it takes new requests.
 * The server checks every rule again (minimum ≤ maximum, a unique name) and its 422s land here.
 */
export function LoanTypeForm({ record }: { record?: LoanType }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const interestType = Form.useWatch('interest_type', form);
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveLoanTypeMutation(record?.id),
    refresh: refreshLoanTypes,
    then: (answer) => paths.view(answer.data.id),
  });

  return (
    <PanelForm<Values>
      name="loan-type"
      form={form}
      facts={{ labels: 'loanType', testIds: 'loan-type' }}
      initialValues={{
        ...startingValues(record, {
          name: '',
          description: '',
          interest_rate: '0',
          interest_type: 'flat',
          status: 'active',
        }),
        minimum_amount: amountField(record?.minimum_amount),
        maximum_amount: amountField(record?.maximum_amount),
        max_tenure_months: record ? String(record.max_tenure_months) : '',
        eligible_after_months: record ? String(record.eligible_after_months) : '0',
      }}
      onFinish={(v) => save.mutate(v)}
      saving={save.isPending}
      cancel={record ? paths.view(record.id) : paths.types}
    >
      <TextField name="name" required={M.nameRequired} />
      <NoteField name="description" />
      <AmountField name="minimum_amount" placeholder="0" testId="loan-type-minimum" />
      <AmountField name="maximum_amount" required={M.maximumRequired} testId="loan-type-maximum" />
      <TextField
        name="max_tenure_months"
        label={t('loanType.maxTenure')}
        required={M.tenureInvalid}
        filter="digits"
        maxLength={3}
        testId="loan-type-tenure"
      />
      <AmountField name="interest_rate" maxLength={6} testId="loan-type-rate" />
      <ChoiceField
        name="interest_type"
        extra={t(interestType === 'reducing' ? 'loanType.reducingHint' : 'loanType.flatHint')}
        options={[
          { value: 'flat', label: t('loanType.flat'), testId: 'loan-type-interest-flat' },
          { value: 'reducing', label: t('loanType.reducing'), testId: 'loan-type-interest-reducing' },
        ]}
      />
      <TextField
        name="eligible_after_months"
        label={t('loanType.eligibleAfter')}
        extra={t('loanType.eligibleAfterHint')}
        filter="digits"
        maxLength={3}
        testId="loan-type-eligible"
      />
      <ChoiceField
        name="status"
        extra={t('loanType.statusHint')}
        options={[
          { value: 'active', label: t('loanType.active') },
          { value: 'inactive', label: t('loanType.inactive'), testId: 'loan-type-status-inactive' },
        ]}
      />
    </PanelForm>
  );
}
