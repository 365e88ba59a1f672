import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_REMITTANCE_MESSAGES as M,
  REMITTANCE_BASES,
  type CompanyRemittance,
  type RemittanceBase,
} from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
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

const FIELDS = ['name', 'code', 'rate', 'base', 'min_headcount', 'enabled'];
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
  const save = useFormSave(form, {
    ...saveRemittanceMutation(record?.id),
    refresh: refreshRemittances,
    then: paths.list,
    fieldErrors: { fields: FIELDS },
  });
  return (
    <Panel className="cr-statutory-form" testId="remittance-form">
      {fixed ? (
        <Alert
          type="info"
          showIcon
          title={t('companyRemittance.statutoryHint')}
          className="cr-statutory-note"
        />
      ) : null}
      <AppForm<Values>
        name="company-remittance"
        form={form}
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
      >
        <TextField
          name="name"
          label={t('companyRemittance.name')}
          required={M.nameRequired}
          testId="remittance-name"
        />
        <Form.Item
          name="code"
          label={t('companyRemittance.code')}
          extra={t('companyRemittance.codeHint')}
          normalize={(v: string) => v.toUpperCase().replace(/[^A-Z0-9_]/g, '')}
          rules={[requiredRule(M.codeRequired, t), { pattern: /^[A-Z]/, message: t(M.codeInvalid) }]}
        >
          <Input maxLength={30} autoComplete="off" disabled={fixed} data-testid="remittance-code" />
        </Form.Item>
        <Form.Item name="rate" label={t('companyRemittance.rate')} rules={[requiredRule(M.rateInvalid, t)]}>
          <FilteredInput
            filter="decimal"
            maxLength={8}
            className="cr-statutory-short"
            data-testid="remittance-rate"
          />
        </Form.Item>
        <SelectField
          name="base"
          label={t('companyRemittance.base')}
          disabled={fixed}
          testId="remittance-base"
          options={REMITTANCE_BASES.map((b) => ({ value: b, label: t(`companyRemittance.base.${b}`) }))}
        />
        <Form.Item
          name="min_headcount"
          label={t('companyRemittance.minHeadcount')}
          extra={t('companyRemittance.minHeadcountHint')}
        >
          <FilteredInput
            filter="digits"
            maxLength={7}
            className="cr-statutory-short"
            data-testid="remittance-min-headcount"
          />
        </Form.Item>
        <SwitchField name="enabled" label={t('companyRemittance.enabled')} testId="remittance-enabled" />
        <FormActions
          saving={save.isPending}
          cancel={paths.list}
          saveLabel={t('companyRemittance.save')}
          testId="remittance-save"
        />
      </AppForm>
    </Panel>
  );
}
