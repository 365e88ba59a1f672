import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERTIME_MINUTES_MAX, OVERTIME_SETTINGS_MESSAGES as M } from '@clockroom/contracts';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';

type MinutesField = 'overtime_start' | 'overtime_end' | 'overtime_round_up';

const MINUTES: readonly { name: MinutesField; label: string; message: string }[] = [
  { name: 'overtime_start', label: 'overtimeRule.overtimeStart', message: M.overtimeStartInvalid },
  { name: 'overtime_end', label: 'overtimeRule.overtimeEnd', message: M.overtimeEndInvalid },
  { name: 'overtime_round_up', label: 'overtimeRule.overtimeRoundUp', message: M.overtimeRoundUpInvalid },
];

/** Overtime start, least overtime and round-up: whole minutes 0 to 60 (spec 3 §5, §9). */
export function RuleMinutesFields() {
  const { t } = useTranslation();
  return (
    <div className="cr-overtime-minutes">
      {MINUTES.map((f) => (
        <NumberField
          key={f.name}
          name={f.name}
          label={t(f.label)}
          extra={t(`${f.label}Hint`)}
          rules={[{ type: 'integer', min: 0, max: OVERTIME_MINUTES_MAX, message: t(f.message) }]}
          min={0}
          max={OVERTIME_MINUTES_MAX}
          precision={0}
          inputMode="numeric"
          testId={`overtime-rule-${f.name}`}
        />
      ))}
    </div>
  );
}

/** Monday to Sunday as 1–7 (spec 3 §3 work_day_ids). */
export function WorkDayCheckboxes({
  value,
  onChange,
}: {
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      value={value}
      onChange={(next) => onChange?.(next.map(Number))}
      options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`overtime.day.${d}`) }))}
      data-testid="overtime-rule-work-days"
    />
  );
}

type Switched = 'apply_overtime_on_work_day' | 'apply_overtime_on_non_work_day' | 'public_holiday';

const SWITCHES: readonly { name: Switched; label: string }[] = [
  { name: 'apply_overtime_on_work_day', label: 'overtimeRule.applyOnWorkDay' },
  { name: 'apply_overtime_on_non_work_day', label: 'overtimeRule.applyOnNonWorkDay' },
  { name: 'public_holiday', label: 'overtimeRule.publicHoliday' },
];

/** The three switches of when overtime counts (issue 18 §3). */
export function RuleDaySwitches() {
  const { t } = useTranslation();
  return (
    <fieldset className="cr-overtime-fieldset">
      <legend>{t('overtimeRule.when')}</legend>
      {SWITCHES.map((s) => (
        <SwitchField
          key={s.name}
          name={s.name}
          label={t(s.label)}
          extra={t(`${s.label}Hint`)}
          testId={`overtime-rule-${s.name}`}
        />
      ))}
    </fieldset>
  );
}
