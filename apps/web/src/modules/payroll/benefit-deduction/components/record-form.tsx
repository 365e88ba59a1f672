import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  type BenefitDeduction,
  type BenefitDeductionFrequency,
} from '@clockroom/contracts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { thisMonth } from '../../allowances/month-text.ts';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { allTypesQuery, createRecordMutation, refreshRecords, updateRecordMutation } from '../api.ts';
import { MonthInput } from './bits.tsx';

interface Values {
  who: 'one' | 'many';
  employee_id: number | null;
  employee_ids: number[];
  benefit_deduction_type_id: number | null;
  amount: string;
  frequency: BenefitDeductionFrequency;
  start_month: string | null;
  end_month: string | null;
  note: string;
}

const FIELDS = [
  'employee_id',
  'employee_ids',
  'benefit_deduction_type_id',
  'amount',
  'frequency',
  'start_month',
  'end_month',
  'note',
];
const { paths } = benefitDeductionScreens;

/**
 * Add a benefit or deduction for one employee or several at once (one record each), or edit a
 * pending one (its approval starts again). The server checks the months and the employees.
 */
export function RecordForm({ record }: { record?: BenefitDeduction }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const who = Form.useWatch('who', form) ?? 'one';
  const frequency = Form.useWatch('frequency', form) ?? record?.frequency ?? 'monthly';
  const types = useQuery(allTypesQuery());
  const options = (types.data?.results ?? []).map((type) => ({
    value: type.id,
    label: `${type.name} · ${t(`benefitDeduction.kinds.${type.kind}`)}`,
  }));
  const create = useFormSave(form, {
    ...createRecordMutation(),
    refresh: refreshRecords,
    then: (answer) => (answer.data.created_ids.length > 1 ? paths.list : paths.view(answer.data.id)),
    fieldErrors: { fields: FIELDS },
  });
  const update = useFormSave(form, {
    ...updateRecordMutation(record?.id ?? 0),
    refresh: refreshRecords,
    then: (answer) => paths.view(answer.data.id),
    fieldErrors: { fields: FIELDS },
  });
  const saving = create.isPending || update.isPending;

  const submit = (v: Values) => {
    const common = {
      benefit_deduction_type_id: v.benefit_deduction_type_id ?? undefined,
      amount: v.amount,
      frequency: v.frequency,
      start_month: v.start_month ?? undefined,
      end_month: v.frequency === 'monthly' ? v.end_month : null,
      note: v.note,
    };
    if (record) update.mutate({ ...common, employee_id: v.employee_id ?? undefined } as never);
    else if (v.who === 'many') create.mutate({ ...common, employee_ids: v.employee_ids } as never);
    else create.mutate({ ...common, employee_id: v.employee_id ?? undefined } as never);
  };

  return (
    <PanelForm<Values>
      name="benefit-deduction"
      form={form}
      facts={{ labels: 'benefitDeduction', testIds: 'benefit-deduction' }}
      initialValues={{
        ...startingValues(record, {
          amount: '',
          frequency: 'monthly',
          start_month: thisMonth(),
          note: '',
        }),
        who: 'one',
        employee_id: record?.employee_id ?? null,
        employee_ids: [],
        benefit_deduction_type_id: record?.benefit_deduction_type_id ?? null,
        end_month: record?.end_month ?? null,
      }}
      onFinish={submit}
      saving={saving}
      cancel={record ? paths.view(record.id) : paths.list}
    >
      {record ? (
        <Alert type="info" showIcon title={t('benefitDeduction.editHint')} style={{ marginBottom: 16 }} />
      ) : null}
      {record ? null : (
        <ChoiceField
          name="who"
          label={t('benefitDeduction.for')}
          options={[
            { value: 'one', label: t('benefitDeduction.one') },
            { value: 'many', label: t('benefitDeduction.many') },
          ]}
        />
      )}
      {who === 'many' && !record ? (
        <EmployeeField
          name="employee_ids"
          label={t('benefitDeduction.employees')}
          extra={t('benefitDeduction.employeesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t(M.employeeRequired) }]}
          multiple
          testId="benefit-deduction-employees"
          ariaLabel={t('benefitDeduction.employees')}
        />
      ) : (
        <EmployeeField
          name="employee_id"
          required={M.employeeRequired}
          testId="benefit-deduction-employee"
          ariaLabel={t('benefitDeduction.employee')}
          known={
            record ? [{ id: record.employee_id, name: record.employee_name, pin: record.pin } as never] : []
          }
        />
      )}
      <Form.Item
        name="benefit_deduction_type_id"
        label={t('benefitDeduction.type')}
        rules={[{ required: true, message: t(M.typeRequired) }]}
      >
        <Select
          options={options}
          loading={types.isPending}
          showSearch
          optionFilterProp="label"
          data-testid="benefit-deduction-type"
          aria-label={t('benefitDeduction.type')}
        />
      </Form.Item>
      <ChoiceField
        name="frequency"
        options={[
          { value: 'monthly', label: t('benefitDeduction.frequencies.monthly') },
          { value: 'one_off', label: t('benefitDeduction.frequencies.one_off') },
        ]}
      />
      <AmountField
        name="amount"
        label={t(frequency === 'monthly' ? 'benefitDeduction.amountMonthly' : 'benefitDeduction.amount')}
        required={M.amountRequired}
      />
      <Form.Item
        name="start_month"
        label={t(frequency === 'monthly' ? 'benefitDeduction.startMonth' : 'benefitDeduction.month')}
        rules={[{ required: true, message: t(M.startMonthRequired) }]}
      >
        <MonthInput testId="benefit-deduction-start" label={t('benefitDeduction.startMonth')} />
      </Form.Item>
      {frequency === 'monthly' ? (
        <Form.Item
          name="end_month"
          label={t('benefitDeduction.endMonth')}
          rules={[{ required: true, message: t(M.endMonthRequired) }]}
        >
          <MonthInput testId="benefit-deduction-end" label={t('benefitDeduction.endMonth')} />
        </Form.Item>
      ) : null}
      <NoteField name="note" />
    </PanelForm>
  );
}
