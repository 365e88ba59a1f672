import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { myCalendarQuery } from '../api.ts';
import { MonthGrid } from '../components/month-grid.tsx';
import { MonthCalendar, calendarDay, useMonthSearch } from '../components/month-calendar.tsx';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import '../shifts.css';
import '../i18n.ts';

/** /ess/attendance/calendar: the employee's own month, "View Workshift Calendar" (spec 2 home). */
export default function MyCalendarPage() {
  const { t } = useTranslation();
  const { month, setFilter } = useMonthSearch();
  const calendar = useQuery({ ...myCalendarQuery(month), placeholderData: keepPreviousData });
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const none = calendar.data?.days.every((d) => !d.scheduled);
  return (
    <>
      <PageHeader title={t('calendar.myTitle')} subtitle={t('calendar.mySubtitle')} />
      <MonthCalendar
        month={month}
        setFilter={setFilter}
        calendar={calendar}
        nothing={none ? t('calendar.myNothing') : null}
      >
        <MonthGrid
          month={month}
          testId="my-calendar"
          day={(date) => {
            const d = byDate.get(date);
            return calendarDay(
              date,
              d?.holiday,
              <>
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
              </>,
            );
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
      </MonthCalendar>
    </>
  );
}
