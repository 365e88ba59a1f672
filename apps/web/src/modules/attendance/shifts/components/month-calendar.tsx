import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@clockroom/contracts';
import { withFilter } from '../../../../platform/ui/data-table/list-search.ts';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { MonthSwitcher, monthOf } from './month-grid.tsx';

/** A calendar screen's address: the month shown (`?month=yyyy-MM`, this month without one) and its filters. */
export function useMonthSearch() {
  const [search, setSearch] = useListSearch();
  const setFilter = (name: string, value: string | number | null | undefined) =>
    setSearch(withFilter(search, name, value));
  return { search, month: monthOf(search['month']), setFilter };
}

interface MonthCalendarProps {
  month: string;
  /** useMonthSearch's: the month switcher sets `month`. */
  setFilter: (name: string, value: string) => void;
  /** The month's call, kept on screen while the next month loads. */
  calendar: UseQueryResult<unknown>;
  /** Filters beside the month switcher. */
  filters?: ReactNode;
  /** Said above the grid when the month holds nothing to show; null otherwise. */
  nothing: string | null;
  /** The month's grid and anything under it. */
  children: ReactNode;
}

/** A calendar screen's body: the month switcher and filters, then the error, the spinner or the month. */
export function MonthCalendar({
  month,
  setFilter,
  calendar,
  filters,
  nothing,
  children,
}: MonthCalendarProps) {
  return (
    <>
      <div className="cr-shift-toolbar">
        <MonthSwitcher month={month} onChange={(m) => setFilter('month', m)} />
        {filters}
        {calendar.isFetching ? <Spin size="small" /> : null}
      </div>
      {calendar.isError ? (
        <PageError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : calendar.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          {nothing ? <Alert type="info" showIcon title={nothing} style={{ marginBottom: 12 }} /> : null}
          {children}
        </>
      )}
    </>
  );
}

/** One day of the grid: its date read aloud, and its holiday, if any, as the first line. */
export function calendarDay(date: string, holiday: string | null | undefined, content: ReactNode) {
  return {
    holiday: Boolean(holiday),
    label: dayjs(date).format(DATE_DISPLAY_FORMAT),
    content: (
      <>
        {holiday ? <span className="cr-month-line cr-month-holiday">{holiday}</span> : null}
        {content}
      </>
    ),
  };
}
