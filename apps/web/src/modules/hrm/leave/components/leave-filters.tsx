import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RANGE_SEPARATOR } from '../api.ts';

/** The filter's statuses (spec 2 §4): Scheduled, Rejected, Pending, Taken, Cancelled. */
export const FILTER_STATUSES = ['scheduled', 'rejected', 'pending', 'taken', 'cancelled'] as const;

export interface LeaveTypeChoice {
  id: number;
  leave_name: string;
}

interface LeaveFiltersProps extends FilterContext {
  /** The leave types offered (the company's for All Leaves, the employee's own for theirs). */
  types: readonly LeaveTypeChoice[];
  /** Show the date range (All Leaves). */
  dates?: boolean;
}

/**
 * The lists' filters (spec 2 §2): status, leave type and, on All Leaves, a date range — kept in the
 * URL like the search (the range as one `range` value; the calls send start_date and end_date).
 */
export function LeaveFilters({ filters, setFilter, types, dates = false }: LeaveFiltersProps) {
  const { t } = useTranslation();
  const [start, end] = (filters.range ?? '').split(RANGE_SEPARATOR);
  return (
    <>
      {dates ? (
        <DatePicker.RangePicker
          aria-label={t('leave.dateFilter')}
          data-testid="leave-date-filter"
          className="cr-leave-range"
          classNames={{ popup: { root: 'cr-leave-range-popup' } }}
          format={DATE_DISPLAY_FORMAT}
          placeholder={[t('leave.startDate'), t('leave.endDate')]}
          value={start && end ? [dayjs(start), dayjs(end)] : null}
          onChange={(range) => {
            const from = range?.[0]?.format(DATE_VALUE_FORMAT);
            const to = range?.[1]?.format(DATE_VALUE_FORMAT);
            setFilter('range', from && to ? `${from}${RANGE_SEPARATOR}${to}` : null);
          }}
        />
      ) : null}
      <Select
        aria-label={t('leave.statusFilter')}
        data-testid="leave-status-filter"
        className="cr-leave-filter"
        value={filters.status ?? ''}
        onChange={(v: string) => setFilter('status', v || null)}
        options={[
          { value: '', label: t('leave.statusAll') },
          ...FILTER_STATUSES.map((s) => ({ value: s, label: t(`leave.${s}`) })),
        ]}
      />
      <Select
        aria-label={t('leave.typeFilter')}
        data-testid="leave-type-filter"
        className="cr-leave-filter"
        value={filters.leave_type_id ?? ''}
        onChange={(v: string | number) => setFilter('leave_type_id', v === '' ? null : v)}
        options={[
          { value: '', label: t('leave.typeAll') },
          ...types.map((lt) => ({ value: String(lt.id), label: lt.leave_name })),
        ]}
      />
    </>
  );
}
