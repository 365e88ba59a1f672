import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Drawer, List } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, type CalendarDay } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { calendarQuery } from '../api.ts';
import { MonthGrid } from '../components/month-grid.tsx';
import { MonthCalendar, calendarDay, useMonthSearch } from '../components/month-calendar.tsx';
import { ShiftSelect } from '../components/shift-filter.tsx';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import '../shifts.css';
import '../i18n.ts';

function DayDrawer({ day, onClose }: { day: CalendarDay | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={day !== null}
      onClose={onClose}
      size="default"
      title={day ? t('calendar.dayTitle', { date: dayjs(day.date).format(DATE_DISPLAY_FORMAT) }) : ''}
      data-testid="calendar-day"
    >
      {day?.holiday ? <Alert type="error" title={day.holiday} style={{ marginBottom: 12 }} /> : null}
      {day?.shifts.map((s) => (
        <List
          key={s.work_shift_id}
          size="small"
          header={
            <strong>
              <ShiftSwatch color={s.color} />
              {s.shift_name} · {s.shift_range}
            </strong>
          }
          dataSource={s.employees}
          renderItem={(e) => <List.Item>{e.employee_name}</List.Item>}
          style={{ marginBottom: 12 }}
        />
      ))}
      {day?.leave.length ? (
        <List
          size="small"
          header={<strong>{t('calendar.leave')}</strong>}
          dataSource={day.leave}
          renderItem={(l) => (
            <List.Item>
              {l.employee_name} · {l.leave_name}
            </List.Item>
          )}
        />
      ) : null}
    </Drawer>
  );
}

/** /admin/attendance/workshift/calendar: a month of who works which shift (ADR 27 "Calendars"). */
export default function ShiftCalendarPage() {
  const { t } = useTranslation();
  const { search, month, setFilter } = useMonthSearch();
  const shiftId = search['work_shift_id'] ? Number(search['work_shift_id']) : undefined;
  const calendar = useQuery({
    ...calendarQuery({ month, ...(shiftId ? { work_shift_id: shiftId } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<string | null>(null);
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const empty = calendar.data?.days.every((d) => d.shifts.length === 0);
  return (
    <>
      <PageHeader back title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <MonthCalendar
        month={month}
        setFilter={setFilter}
        calendar={calendar}
        nothing={empty ? t('calendar.nothing') : null}
        filters={
          <ShiftSelect
            allowClear
            placeholder="roster.allShifts"
            value={shiftId ?? null}
            onChange={(id) => setFilter('work_shift_id', id)}
            testId="calendar-shift-filter"
          />
        }
      >
        <MonthGrid
          month={month}
          testId="calendar"
          onOpen={setOpen}
          day={(date) => {
            const d = byDate.get(date);
            return calendarDay(
              date,
              d?.holiday,
              <>
                {d?.shifts.map((s) => (
                  <span
                    key={s.work_shift_id}
                    className="cr-month-line"
                    title={`${s.shift_name} ${s.shift_range} · ${t('calendar.people', { count: s.employees.length })}`}
                  >
                    <ShiftSwatch color={s.color} />
                    <span className="cr-month-name">{s.shift_name}</span>
                    <span className="cr-month-count">{s.employees.length}</span>
                  </span>
                ))}
                {d?.leave.length ? (
                  <span className="cr-month-line cr-month-leave">
                    {t('calendar.onLeave', { count: d.leave.length })}
                  </span>
                ) : null}
              </>,
            );
          }}
        />
      </MonthCalendar>
      <DayDrawer day={open ? (byDate.get(open) ?? null) : null} onClose={() => setOpen(null)} />
    </>
  );
}
