import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIFT_WEEK_DAYS } from '@clockroom/contracts';

/** Monday to Sunday as ISO weekdays 1–7 (spec 3 §3's work_day_ids convention). */
export function WeekDayCheckboxes({
  value,
  onChange,
  testId,
}: {
  value?: number[];
  onChange?: (next: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      value={value}
      onChange={(next) => onChange?.(next.map(Number))}
      options={SHIFT_WEEK_DAYS.map((d) => ({ value: d, label: t(`shifts.day.${d}`) }))}
      data-testid={testId}
    />
  );
}

/** "Mon, Tue, Wed" of ISO weekdays. */
export function weekDayNames(days: readonly number[], t: (key: string) => string): string {
  return days.map((d) => t(`shifts.day.${d}`)).join(', ');
}
