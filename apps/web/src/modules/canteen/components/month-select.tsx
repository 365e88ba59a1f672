import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { monthName, recentMonths } from './money.ts';

/** The month shown: this month and the eleven before it. */
export function MonthSelect({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (month: string) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const months = recentMonths();
  return (
    <Select
      className="cr-canteen-month"
      aria-label={t('canteen.month')}
      value={value ?? months[0]}
      onChange={onChange}
      options={months.map((m) => ({ value: m, label: monthName(m, i18n.language) }))}
      data-testid={testId}
    />
  );
}
