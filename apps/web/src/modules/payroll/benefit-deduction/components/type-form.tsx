import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { BENEFIT_DEDUCTION_MESSAGES as M, type BenefitDeductionType } from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { benefitDeductionTypeScreens } from '../benefit-deduction.routes.tsx';
import { refreshTypes, saveTypeMutation } from '../api.ts';

interface Values {
  name: string;
  is_deduction: boolean;
  is_taxable: boolean;
  description: string;
}

const { paths } = benefitDeductionTypeScreens;

/** Create or edit a type: its name, Benefit or Deduction, whether a benefit is taxed, a description. */
export function TypeForm({ record }: { record?: BenefitDeductionType }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const deduction = Form.useWatch('is_deduction', form) ?? record?.is_deduction ?? false;
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveTypeMutation(record?.id),
    refresh: refreshTypes,
    then: paths.list,
  });
  return (
    <PanelForm<Values>
      name="benefit-deduction-type"
      form={form}
      facts={{ labels: 'benefitDeductionType', testIds: 'benefit-deduction-type' }}
      initialValues={startingValues(record, {
        name: '',
        is_deduction: false,
        is_taxable: true,
        description: '',
      })}
      onFinish={(v) => save.mutate({ ...v, is_taxable: v.is_deduction ? false : v.is_taxable })}
      saving={save.isPending}
      cancel={paths.list}
    >
      <TextField name="name" required={M.typeNameRequired} />
      <ChoiceField
        name="is_deduction"
        testId="benefit-deduction-type-kind"
        options={[
          { value: false, label: t('benefitDeduction.kinds.benefit') },
          { value: true, label: t('benefitDeduction.kinds.deduction') },
        ]}
      />
      <SwitchField
        name="is_taxable"
        label={t('benefitDeductionType.taxable')}
        extra={t(deduction ? 'benefitDeductionType.notForDeduction' : 'benefitDeductionType.taxableHint')}
        disabled={deduction}
        testId="benefit-deduction-type-taxable"
      />
      <NoteField name="description" />
    </PanelForm>
  );
}
