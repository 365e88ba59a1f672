import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fromMonthValue, MONTH_PICKER_FORMAT, toMonthValue } from '../month-text.ts';

interface MonthsFieldProps {
  value?: string[];
  onChange?: (next: string[]) => void;
  /** One month (a one-off) or several (a recurring extra allowance). */
  multiple: boolean;
  testId: string;
}

/** The months an extra allowance is paid in, `YYYY-MM`, picked on a month calendar. A form control. */
export function MonthsField({ value = [], onChange, multiple, testId }: MonthsFieldProps) {
  const { t } = useTranslation();
  const label = t(multiple ? 'extraAllowance.months' : 'extraAllowance.month');
  if (!multiple)
    return (
      <DatePicker
        picker="month"
        format={MONTH_PICKER_FORMAT}
        className="cr-allowance-month"
        aria-label={label}
        value={toMonthValue(value[0])}
        onChange={(d: Dayjs | null) => onChange?.(d ? [fromMonthValue(d) ?? ''] : [])}
        data-testid={testId}
      />
    );
  return (
    <DatePicker
      picker="month"
      format={MONTH_PICKER_FORMAT}
      multiple
      className="cr-allowance-month"
      aria-label={label}
      value={value.map((m) => toMonthValue(m)).filter((d): d is Dayjs => d !== null)}
      onChange={(days: Dayjs[] | null) =>
        onChange?.([...new Set((days ?? []).map((d) => d.format('YYYY-MM')))].sort())
      }
      data-testid={testId}
    />
  );
}
