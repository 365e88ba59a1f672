import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  SHIFT_MESSAGES as M,
  expectedWorkMinutes,
  isClockTime,
  isOvernight,
  type WorkShiftDetail,
  type WorkShiftInput,
} from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { NameField } from '../../../../platform/ui/name-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshShifts, saveShiftMutation, shiftTypesQuery } from '../api.ts';
import { shiftScreens } from '../shifts.routes.tsx';
import { SHIFT_COLORS, ShiftSwatch } from './shift-swatch.tsx';
import { WeekDayCheckboxes } from './week-day-checkboxes.tsx';
import { formatMinutes } from './format-minutes.ts';

/** The form's own fields: times as `HH:mm` text, the status as a switch. */
interface Values {
  name: string;
  shift_type_id: number | null;
  start_time: string | null;
  end_time: string | null;
  grace_minutes: number | null;
  break_minutes: number | null;
  work_days: number[];
  active: boolean;
  color: string;
  description: string;
}

const FIELDS = [
  'name',
  'shift_type_id',
  'start_time',
  'end_time',
  'grace_minutes',
  'break_minutes',
  'work_days',
];

/** TimePicker props for a form value kept as the API's `HH:mm` text. */
const timeItem = {
  getValueProps: (v: string | null) => ({ value: v ? dayjs(`2000-01-01T${v}`) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('HH:mm') : null),
};
/** The start and end pickers: five-minute steps, taken without an OK. */
const timePicker = { format: 'HH:mm', minuteStep: 5, needConfirm: false, style: { width: '100%' } } as const;
/** The grace and break inputs: whole minutes within a day. */
const minutesInput = { min: 0, max: 1440, precision: 0, style: { width: '100%' } } as const;

/** The work shift form (ADR 27): times, grace, break, work days, status; overnight shown as it applies. */
export function ShiftForm({ shift }: { shift?: WorkShiftDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const types = useQuery(shiftTypesQuery({ page: 1, perPage: 100 }));
  const save = useFormSave(form, {
    ...saveShiftMutation(shift?.id),
    refresh: refreshShifts,
    then: (answer) => shiftScreens.paths.details(answer.data.id),
    fieldErrors: { fields: FIELDS },
  });
  const start = Form.useWatch('start_time', form) ?? shift?.start_time ?? null;
  const end = Form.useWatch('end_time', form) ?? shift?.end_time ?? null;
  const pause = Form.useWatch('break_minutes', form) ?? shift?.break_minutes ?? 0;
  const timed = start && end && isClockTime(start) && isClockTime(end) && start !== end;

  const onFinish = (v: Values) => {
    const payload: WorkShiftInput = {
      name: v.name.trim(),
      shift_type_id: v.shift_type_id ?? null,
      start_time: v.start_time ?? '',
      end_time: v.end_time ?? '',
      grace_minutes: v.grace_minutes ?? 0,
      break_minutes: v.break_minutes ?? 0,
      work_days: v.work_days,
      status: v.active ? 'active' : 'inactive',
      description: v.description ?? '',
      color: v.color || null,
    };
    save.mutate(payload);
  };

  return (
    <PanelForm<Values>
      className="cr-shift-form"
      testId="shift-form"
      name="work-shift"
      form={form}
      initialValues={{
        name: shift?.name ?? '',
        shift_type_id: shift?.shift_type_id ?? null,
        start_time: shift?.start_time ?? null,
        end_time: shift?.end_time ?? null,
        grace_minutes: shift?.grace_minutes ?? 0,
        break_minutes: shift?.break_minutes ?? 0,
        work_days: shift?.work_days ?? [1, 2, 3, 4, 5],
        active: (shift?.status ?? 'active') === 'active',
        color: shift?.color ?? SHIFT_COLORS[0],
        description: shift?.description ?? '',
      }}
      onFinish={onFinish}
      saving={save.isPending}
      cancel={shiftScreens.paths.list}
      saveLabel={t('shifts.save')}
      saveTestId="shift-save"
    >
      <div className="cr-shift-grid">
        <NameField
          name="name"
          label={t('shifts.name')}
          rules={[requiredRule(M.nameRequired, t), { max: 150, message: t(M.nameTooLong) }]}
          placeholder={t('shifts.namePlaceholder')}
          testId="shift-name"
        />
        <SelectField
          name="shift_type_id"
          label={t('shifts.type')}
          allowClear
          placeholder={t('shifts.noType')}
          loading={types.isPending}
          options={(types.data?.results ?? []).map((x) => ({ value: x.id, label: x.name }))}
          testId="shift-type"
        />
        <Form.Item
          name="start_time"
          label={t('shifts.start')}
          rules={[{ required: true, message: t(M.startRequired) }]}
          {...timeItem}
        >
          <TimePicker {...timePicker} data-testid="shift-start" />
        </Form.Item>
        <Form.Item
          name="end_time"
          label={t('shifts.end')}
          dependencies={['start_time']}
          rules={[
            { required: true, message: t(M.endRequired) },
            ({ getFieldValue }) => ({
              validator: async (_r, v: string | null) => {
                if (v && v === getFieldValue('start_time')) throw new Error(t(M.sameTimes));
              },
            }),
          ]}
          {...timeItem}
        >
          <TimePicker {...timePicker} data-testid="shift-end" />
        </Form.Item>
        <Form.Item name="grace_minutes" label={t('shifts.grace')}>
          <InputNumber {...minutesInput} data-testid="shift-grace" />
        </Form.Item>
        <Form.Item name="break_minutes" label={t('shifts.break')}>
          <InputNumber {...minutesInput} data-testid="shift-break" />
        </Form.Item>
      </div>
      {timed ? (
        <Alert
          className="cr-shift-hint"
          type={isOvernight(start, end) ? 'warning' : 'info'}
          showIcon
          data-testid="shift-hint"
          title={t('shifts.expected', { hours: formatMinutes(expectedWorkMinutes(start, end, pause), t) })}
          description={
            isOvernight(start, end) ? `${t('shifts.overnight')}: ${t('shifts.overnightHelp')}` : undefined
          }
        />
      ) : null}
      <Form.Item
        name="work_days"
        label={t('shifts.workDays')}
        rules={[{ required: true, type: 'array', min: 1, message: t(M.workDaysRequired) }]}
      >
        <WeekDayCheckboxes testId="shift-work-days" />
      </Form.Item>
      <ChoiceField
        name="color"
        label={t('shifts.color')}
        options={SHIFT_COLORS.map((c) => ({ value: c, label: <ShiftSwatch color={c} /> }))}
        testId="shift-color"
      />
      <SwitchField
        name="active"
        label={t('words.status')}
        on={t('shifts.status.active')}
        off={t('shifts.status.inactive')}
        testId="shift-active"
      />
      <Form.Item
        name="description"
        label={t('shifts.description')}
        rules={[{ max: 1000, message: t(M.descriptionTooLong) }]}
      >
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </PanelForm>
  );
}
