import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERTIME_SETTINGS_MESSAGES as M, type WorkRate } from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { monthInputs, monthlyWorkdays, type MonthDays } from '../month-days.ts';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import {
  payBreakdownOptions,
  refreshSettings,
  saveWorkRateMutation,
  workRateCalls,
} from '../settings-api.ts';
import { MonthDaysFields } from './month-days-fields.tsx';

interface Values {
  group_name: string;
  use_custom_charge: boolean;
  custom_charge?: string;
  payroll_charges?: number[];
  months: (number | null)[];
}

const FIELDS = ['group_name', 'use_custom_charge', 'custom_charge', 'payroll_charges', 'monthly_workdays'];
const { paths } = adminOvertimeScreens;

/**
 * Create or edit a work rate (spec 3 §3, §5; issue 18 §1): the group name, the monthly base (a custom
 * salary in whole naira, or pay breakdown items) and each month's working days. The server's messages
 * show on their fields; a month's days on that month.
 */
export function WorkRateForm({ record }: { record?: WorkRate }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const custom = Form.useWatch('use_custom_charge', form) ?? record?.use_custom_charge ?? false;
  const items = useQuery(payBreakdownOptions());
  // The months sent, in order: a server message on monthly_workdays.<i>.days names the i-th of them.
  const sent = useRef<MonthDays[]>([]);
  const save = useFormSave(form, {
    ...saveWorkRateMutation(record?.id),
    refresh: refreshSettings(workRateCalls),
    // A new work rate goes on to choosing its employees; an edited one back to the list.
    then: (answer) => (record ? paths.workRates : paths.workRateAssign(answer.data.id)),
    fieldErrors: {
      fields: FIELDS,
      aliases: { monthly_salary: 'custom_charge', workrateables: 'monthly_workdays' },
      nested: (field) => {
        const m = /^(?:monthly_workdays|workrateables)\.(\d+)\.days$/.exec(field);
        const month = m ? sent.current[Number(m[1])]?.month_id : undefined;
        return month ? ['months', month - 1] : null;
      },
    },
  });

  const submit = (v: Values) => {
    sent.current = monthlyWorkdays(v.months);
    save.mutate({
      group_name: v.group_name,
      use_custom_charge: v.use_custom_charge,
      ...(v.use_custom_charge
        ? { custom_charge: v.custom_charge ?? '' }
        : { payroll_charges: v.payroll_charges ?? [] }),
      monthly_workdays: sent.current,
    });
  };

  return (
    <PanelForm<Values>
      className="cr-overtime-form"
      name="work-rate"
      form={form}
      facts={{ labels: 'workRate', testIds: 'work-rate' }}
      initialValues={{
        ...startingValues(record, {
          group_name: '',
          use_custom_charge: false,
          payroll_charges: [],
        }),
        custom_charge: record?.custom_charge == null ? undefined : String(record.custom_charge),
        months: monthInputs(record?.workrateables),
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.workRates}
    >
      <TextField
        name="group_name"
        label={t('overtime.groupName')}
        required={M.groupNameRequired}
        testId="work-rate-name"
      />
      <ChoiceField
        name="use_custom_charge"
        label={t('workRate.source')}
        testId="work-rate-source"
        options={[
          { value: false, label: t('workRate.sourcePayroll') },
          { value: true, label: t('workRate.sourceCustom') },
        ]}
      />
      {custom ? (
        <TextField
          name="custom_charge"
          extra={t('workRate.customChargeHint')}
          required={M.monthlySalaryRequired}
          filter="digits"
          maxLength={11}
        />
      ) : (
        <SelectField
          name="payroll_charges"
          extra={t('workRate.payrollChargesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t(M.payBreakdownRequired) }]}
          mode="multiple"
          allowClear
          search
          placeholder={t('workRate.payrollChargesPlaceholder')}
          query={items}
          notFoundContent={items.isPending ? undefined : t('workRate.noPayBreakdown')}
        />
      )}
      {!custom && items.data?.length === 0 ? (
        <Alert className="cr-overtime-note" type="info" showIcon title={t('workRate.noPayBreakdown')} />
      ) : null}
      <MonthDaysFields />
    </PanelForm>
  );
}
