import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT } from '@clockroom/contracts';
import { withFilter } from '../../../../platform/ui/data-table/list-search.ts';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { myCalendarQuery } from '../api.ts';
import { MonthGrid, MonthSwitcher, monthOf } from '../components/month-grid.tsx';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import '../shifts.css';
import '../i18n.ts';

/** /ess/attendance/calendar: the employee's own month, "View Workshift Calendar" (spec 2 home). */
export default function MyCalendarPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const month = monthOf(search['month']);
  const calendar = useQuery({ ...myCalendarQuery(month), placeholderData: keepPreviousData });
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const none = calendar.data?.days.every((d) => !d.scheduled);
  return (
    <>
      <PageHeader title={t('calendar.myTitle')} subtitle={t('calendar.mySubtitle')} />
      <div className="cr-shift-toolbar">
        <MonthSwitcher month={month} onChange={(m) => setSearch(withFilter(search, 'month', m))} />
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
          {none ? (
            <Alert type="info" showIcon title={t('calendar.myNothing')} style={{ marginBottom: 12 }} />
          ) : null}
          <MonthGrid
            month={month}
            testId="my-calendar"
            day={(date) => {
              const d = byDate.get(date);
              return {
                holiday: Boolean(d?.holiday),
                label: dayjs(date).format(DATE_DISPLAY_FORMAT),
                content: (
                  <>
                    {d?.holiday ? <span className="cr-month-line cr-month-holiday">{d.holiday}</span> : null}
                    {d?.leave ? <span className="cr-month-line cr-month-leave">{d.leave}</span> : null}
                    {d?.shift_name && d.scheduled ? (
                      <span className="cr-month-line" title={d.shift_name}>
                        <ShiftSwatch color={d.color} />
                        {d.shift_name}
                      </span>
                    ) : null}
                    {d?.shift_name && d.scheduled ? (
                      <span className="cr-month-line cr-muted">{d.shift_range}</span>
                    ) : null}
                    {d?.source === 'roster' && !d.shift_name ? (
                      <span className="cr-month-line cr-muted">{t('roster.dayOff')}</span>
                    ) : null}
                  </>
                ),
              };
            }}
          />
          <div className="cr-roster-legend">
            <span>
              <ShiftSwatch color={null} />
              {t('calendar.legendShift')}
            </span>
            <span className="cr-month-leave">{t('calendar.legendLeave')}</span>
            <span className="cr-month-holiday">{t('calendar.legendHoliday')}</span>
          </div>
        </>
      )}
    </>
  );
}
