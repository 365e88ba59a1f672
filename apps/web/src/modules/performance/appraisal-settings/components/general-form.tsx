import type { ReactElement } from 'react';
import { Button, Form } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_MESSAGES as M,
  type AppraisalGeneral,
  type AppraisalGeneralInput,
} from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { DateField } from '../../../../platform/ui/form-fields/date-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshSettings, saveGeneralMutation } from '../api.ts';
import type { Target } from '../links.ts';
import { WeightSum, sumOf } from './weight-sum.tsx';

interface Values {
  name: string;
  year: number | null;
  appraisalPeriods: { name: string; start_date: string | null; end_date: string | null }[];
  self_appraisal_weight: number | null;
  appraiser_weight: number | null;
}

const nested = (field: string) =>
  /^appraisalPeriods\.\d+\.(name|start_date|end_date)$/.test(field)
    ? field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))
    : null;

function WeightsSum(): ReactElement {
  const { t } = useTranslation();
  const self = Form.useWatch('self_appraisal_weight') as unknown;
  const appraiser = Form.useWatch('appraiser_weight') as unknown;
  const sum = sumOf([self, appraiser]);
  return <WeightSum label={t('apprSet.weightsSum', { sum })} sum={sum} testId="general-weights-sum" />;
}

/** A general setting: its name and year, the periods inside the year, and the two weights. */
export function GeneralForm({ record, then }: { record?: AppraisalGeneral; then: Target }): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveGeneralMutation(record?.id),
    refresh: refreshSettings,
    then,
    fieldErrors: {
      fields: ['name', 'year', 'appraisalPeriods', 'self_appraisal_weight', 'appraiser_weight'],
      nested,
    },
  });
  const weight = (name: 'self_appraisal_weight' | 'appraiser_weight', label: string, testId: string) => (
    <NumberField name={name} label={label} required={M.weightInvalid} percent wide testId={testId} />
  );
  const year = new Date().getFullYear();
  const initial: Values = record
    ? { ...record }
    : {
        name: '',
        year,
        appraisalPeriods: [{ name: '', start_date: null, end_date: null }],
        self_appraisal_weight: 30,
        appraiser_weight: 70,
      };
  return (
    <AppForm<Values>
      name="appraisal-general"
      facts={{ labels: 'apprSet', testIds: 'general' }}
      form={form}
      initialValues={initial}
      onFinish={(v) => save.mutate(v as AppraisalGeneralInput)}
    >
      <Panel testId="general-form">
        <div className="cr-apprset-row">
          <TextField name="name" required={M.nameRequired} />
          <NumberField name="year" required={M.yearInvalid} min={2000} max={2100} precision={0} wide />
        </div>
      </Panel>
      <Panel title={t('apprSet.periods')} testId="general-periods">
        <Form.List name="appraisalPeriods">
          {(fields, { add, remove }) => (
            <div className="cr-apprset-rows">
              {fields.map((f, i) => (
                <div key={f.key} className="cr-apprset-row" data-testid={`general-period-${i}`}>
                  <TextField
                    name={[f.name, 'name']}
                    label={t('apprSet.periodName')}
                    required={M.periodNameRequired}
                    testId={`general-period-${i}-name`}
                  />
                  <DateField
                    name={[f.name, 'start_date']}
                    label={t('apprSet.startDate')}
                    rules={[{ required: true, message: t(M.periodStartRequired) }]}
                    testId={`general-period-${i}-start`}
                  />
                  <DateField
                    name={[f.name, 'end_date']}
                    label={t('apprSet.endDate')}
                    rules={[{ required: true, message: t(M.periodEndRequired) }]}
                    testId={`general-period-${i}-end`}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    danger
                    aria-label={t('apprSet.removePeriod', { n: i + 1 })}
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                    data-testid={`general-period-${i}-remove`}
                  />
                </div>
              ))}
              <div>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', start_date: null, end_date: null })}
                  data-testid="general-add-period"
                >
                  {t('apprSet.addPeriod')}
                </Button>
              </div>
            </div>
          )}
        </Form.List>
      </Panel>
      <Panel title={t('apprSet.weights')} testId="general-weights">
        <div className="cr-apprset-row">
          {weight('self_appraisal_weight', t('apprSet.selfWeight'), 'general-self-weight')}
          {weight('appraiser_weight', t('apprSet.appraiserWeight'), 'general-appraiser-weight')}
        </div>
        <WeightsSum />
      </Panel>
      <FormActions saving={save.isPending} cancel={then} testId="general-save" />
    </AppForm>
  );
}
