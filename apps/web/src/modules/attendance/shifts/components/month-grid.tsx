import type { ReactNode } from 'react';
import { Button, DatePicker, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { calendarDatesBetween, calendarMonthRange, isoWeekdayOf } from '@clockroom/contracts';

/** `YYYY-MM` of the URL when it is a real month, else this month. */
export function monthOf(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
    ? value
    : dayjs().format('YYYY-MM');
}

/** Previous / month picker / next, as the calendars' toolbar. */
export function MonthSwitcher({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const shift = (n: number) => onChange(dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM'));
  return (
    <Flex gap={8} align="center">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('calendar.previous')}
        onClick={() => shift(-1)}
        data-testid="month-previous"
      />
      <DatePicker
        picker="month"
        allowClear={false}
        format="MMMM YYYY"
        aria-label={t('calendar.month')}
        value={dayjs(`${month}-01`)}
        onChange={(d) => d && onChange(d.format('YYYY-MM'))}
        data-testid="month-picker"
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t('calendar.next')}
        onClick={() => shift(1)}
        data-testid="month-next"
      />
    </Flex>
  );
}

/**
 * A month as seven columns, Monday first; on a phone it becomes one list of days (CSS), each day
 * naming its weekday. `day` draws a date's content; `onOpen` makes the days buttons.
 */
export function MonthGrid({
  month,
  day,
  onOpen,
  testId,
}: {
  month: string;
  day: (date: string) => { content: ReactNode; holiday?: boolean; label?: string };
  onOpen?: (date: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { from, to } = calendarMonthRange(month);
  const dates = calendarDatesBetween(from, to);
  const blanks = isoWeekdayOf(from) - 1;
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <div className="cr-month" data-testid={testId}>
      {[1, 2, 3, 4, 5, 6, 7].map((d) => (
        <div key={`h${d}`} className="cr-month-head">
          {t(`shifts.day.${d}`)}
        </div>
      ))}
      {Array.from({ length: blanks }, (_, i) => (
        <div key={`b${i}`} className="cr-month-day cr-month-blank" aria-hidden />
      ))}
      {dates.map((date) => {
        const { content, holiday, label } = day(date);
        const className = `cr-month-day${date === today ? ' is-today' : ''}${holiday ? ' is-holiday' : ''}`;
        const inner = (
          <>
            <span className="cr-month-date">
              {Number(date.slice(8))}
              <span className="cr-month-weekday">{t(`shifts.day.${isoWeekdayOf(date)}`)}</span>
            </span>
            {content}
          </>
        );
        return onOpen ? (
          <button
            type="button"
            key={date}
            className={className}
            onClick={() => onOpen(date)}
            aria-label={label}
            data-testid={`${testId}-${date}`}
          >
            {inner}
          </button>
        ) : (
          <div key={date} className={className} data-testid={`${testId}-${date}`}>
            {inner}
          </div>
        );
      })}
    </div>
  );
}
