import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_REMITTANCE_MESSAGES as M,
  REMITTANCE_BASES,
  type CompanyRemittance,
  type RemittanceBase,
} from '@clockroom/contracts';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { CodeField } from '../../shared/code-field.tsx';
import { refreshRemittances, saveRemittanceMutation } from '../api.ts';
import { adminRemittanceScreens } from '../statutory.routes.tsx';

interface Values {
  name: string;
  code: string;
  rate: string;
  base: RemittanceBase;
  min_headcount: string;
  enabled: boolean;
}

const { paths } = adminRemittanceScreens;
const trim = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/**
 * Create or edit a company remittance (spec 3 §7, ADR 43): its name, code, rate on a base, the staff
 * it needs and whether it is on. A statutory one keeps its code and base, so those are read-only.
 */
export function RemittanceForm({ record }: { record?: CompanyRemittance }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const fixed = record?.is_statutory ?? false;
  // Every field has a starting value, so a 422 may name any field the form holds (no list needed).
  const save = useFormSave(form, {
    ...saveRemittanceMutation(record?.id),
    refresh: refreshRemittances,
    then: paths.list,
  });
  return (
    <PanelForm<Values>
      className="cr-statutory-form"
      testId="remittance-form"
      name="company-remittance"
      form={form}
      facts={{ labels: 'companyRemittance', testIds: 'remittance' }}
      initialValues={{
        ...startingValues(record, {
          name: '',
          code: '',
          base: 'gross',
          enabled: true,
        }),
        rate: record ? trim(record.rate) : '',
        min_headcount: String(record?.min_headcount ?? 0),
      }}
      onFinish={(v) => save.mutate(v)}
      saving={save.isPending}
      cancel={paths.list}
      saveTestId="remittance-save"
    >
      {fixed ? (
        <Alert
          type="info"
          showIcon
          title={t('companyRemittance.statutoryHint')}
          className="cr-statutory-note"
        />
      ) : null}
      <TextField name="name" required={M.nameRequired} />
      <CodeField
        extra={t('companyRemittance.codeHint')}
        messages={{ required: M.codeRequired, invalid: M.codeInvalid }}
        maxLength={30}
        disabled={fixed}
      />
      <TextField
        name="rate"
        required={M.rateInvalid}
        filter="decimal"
        maxLength={8}
        inputClassName="cr-statutory-short"
      />
      <SelectField
        name="base"
        disabled={fixed}
        options={REMITTANCE_BASES.map((b) => ({ value: b, label: t(`companyRemittance.base.${b}`) }))}
      />
      <TextField
        name="min_headcount"
        extra={t('companyRemittance.minHeadcountHint')}
        filter="digits"
        maxLength={7}
        inputClassName="cr-statutory-short"
      />
      <SwitchField name="enabled" />
    </PanelForm>
  );
}
