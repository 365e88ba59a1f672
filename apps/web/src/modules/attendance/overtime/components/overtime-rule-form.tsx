import { Form, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  OVERTIME_SETTINGS_MESSAGES as M,
  type OvertimePaymentType,
  type OvertimeRule,
  type OvertimeWorkType,
} from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { overtimeRuleCalls, refreshSettings, saveOvertimeRuleMutation } from '../settings-api.ts';
import { RuleDaySwitches, RuleMinutesFields, WorkDayCheckboxes } from './rule-fields.tsx';

interface Values {
  group_name: string;
  description: string;
  use_work_shift: boolean;
  overtime_start: number | null;
  overtime_end: number | null;
  overtime_round_up: number | null;
  work_type: OvertimeWorkType;
  work_time: string | null;
  work_day_ids: number[];
  apply_overtime_on_work_day: boolean;
  apply_overtime_on_non_work_day: boolean;
  public_holiday: boolean;
  payment_type: OvertimePaymentType;
  fixed_amount?: string;
  percentage_value?: string;
}

const FIELDS = [
  'group_name',
  'description',
  'use_work_shift',
  'overtime_start',
  'overtime_end',
  'overtime_round_up',
  'work_type',
  'work_time',
  'work_day_ids',
  'apply_overtime_on_work_day',
  'apply_overtime_on_non_work_day',
  'public_holiday',
  'payment_type',
  'fixed_amount',
  'percentage_value',
];
const { paths } = adminOvertimeScreens;

/** TimePicker props for a value kept as the API's `HH:mm:ss` text. */
const timeItem = {
  getValueProps: (v: string | null) => ({ value: v ? dayjs(`2000-01-01T${v}`) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('HH:mm:ss') : null),
};

/** Spec 3 §5: 1 to 100, at most two decimals. */
const inRange = (text: string) => /^\d+(\.\d{1,2})?$/.test(text) && Number(text) >= 1 && Number(text) <= 100;

/**
 * Create or edit an overtime rule (spec 3 §3, §5; issue 18 §2): when time counts (tied to the work
 * shift, or its own work time and days), the buffer, least overtime and round-up, the days it applies
 * on, and the pay: a fixed amount per hour or a percentage over the hourly rate.
 */
export function OvertimeRuleForm({ record }: { record?: OvertimeRule }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const useShift = Form.useWatch('use_work_shift', form) ?? record?.use_work_shift ?? true;
  const payment = Form.useWatch('payment_type', form) ?? record?.payment_type ?? 'fixed';
  const save = useFormSave(form, {
    ...saveOvertimeRuleMutation(record?.id),
    refresh: refreshSettings(overtimeRuleCalls),
    then: (answer) => (record ? paths.rules : paths.ruleAssign(answer.data.id)),
    fieldErrors: {
      fields: FIELDS,
      aliases: { amount: payment === 'fixed' ? 'fixed_amount' : 'percentage_value' },
    },
  });

  // A choice's options, each worded `overtimeRule.<value>`.
  const choices = (values: string[]) => values.map((value) => ({ value, label: t(`overtimeRule.${value}`) }));

  const submit = ({ fixed_amount, percentage_value, ...v }: Values) =>
    save.mutate({
      ...v,
      overtime_start: v.overtime_start ?? 0,
      overtime_end: v.overtime_end ?? 0,
      overtime_round_up: v.overtime_round_up ?? 0,
      ...(v.use_work_shift ? { work_time: null, work_day_ids: [] } : {}),
      ...(v.payment_type === 'fixed' ? { fixed_amount } : { percentage_value }),
    });

  return (
    <PanelForm<Values>
      className="cr-overtime-form"
      name="overtime-rule"
      form={form}
      facts={{ labels: 'overtimeRule', testIds: 'overtime-rule' }}
      initialValues={{
        ...startingValues(record, {
          group_name: '',
          description: '',
          use_work_shift: true,
          overtime_start: 0,
          overtime_end: 0,
          overtime_round_up: 0,
          work_type: 'duration',
          work_day_ids: [1, 2, 3, 4, 5],
          apply_overtime_on_work_day: true,
          apply_overtime_on_non_work_day: false,
          public_holiday: false,
          payment_type: 'fixed',
        }),
        work_time: record?.work_time ?? null,
        fixed_amount: record?.fixed_amount ?? undefined,
        percentage_value: record?.percentage_value ?? undefined,
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.rules}
    >
      <TextField
        name="group_name"
        label={t('overtime.groupName')}
        required={M.groupNameRequired}
        testId="overtime-rule-name"
      />
      <NoteField name="description" required={M.descriptionRequired} />
      <SwitchField name="use_work_shift" extra={t('overtimeRule.useWorkShiftHint')} />
      {useShift ? null : (
        <>
          <ChoiceField name="work_type" options={choices(['duration', 'clock'])} />
          <Form.Item
            name="work_time"
            label={t('overtimeRule.workTime')}
            rules={[{ required: true, message: t(M.workTimeRequired) }]}
            {...timeItem}
          >
            <TimePicker
              format="HH:mm"
              minuteStep={5}
              needConfirm={false}
              className="cr-overtime-time"
              data-testid="overtime-rule-work-time"
            />
          </Form.Item>
          <Form.Item
            name="work_day_ids"
            label={t('overtimeRule.workDays')}
            rules={[{ required: true, type: 'array', min: 1, message: t(M.workDaysRequired) }]}
          >
            <WorkDayCheckboxes />
          </Form.Item>
        </>
      )}
      <RuleMinutesFields />
      <RuleDaySwitches />
      <ChoiceField name="payment_type" options={choices(['fixed', 'premium_pay'])} />
      {payment === 'fixed' ? (
        <AmountField name="fixed_amount" required={M.fixedAmountRequired} />
      ) : (
        <AmountField
          name="percentage_value"
          extra={t('overtimeRule.percentageHint')}
          required={M.percentageRequired}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (v && !inRange(v)) throw new Error(t(M.percentageRange));
              },
            },
          ]}
          maxLength={6}
          testId="overtime-rule-percentage"
        />
      )}
    </PanelForm>
  );
}
