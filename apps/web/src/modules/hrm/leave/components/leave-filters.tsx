import { useTranslation } from 'react-i18next';
import { rangeEnds } from '../../../../platform/api/date-range.ts';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RangeFilter } from '../../../../platform/ui/data-table/range-filter.tsx';

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
  const [start, end] = rangeEnds(filters.range);
  return (
    <>
      {dates ? (
        <RangeFilter
          setFilter={setFilter}
          from={start}
          to={end}
          label={t('leave.dateFilter')}
          placeholder={[t('leave.startDate'), t('leave.endDate')]}
          testId="leave-date-filter"
          className="cr-leave-range"
          popupClassName="cr-leave-range-popup"
        />
      ) : null}
      <ChoiceFilter
        filters={filters}
        setFilter={setFilter}
        name="status"
        label={t('leave.statusFilter')}
        allLabel={t('leave.statusAll')}
        options={FILTER_STATUSES.map((s) => ({ value: s, label: t(`leave.${s}`) }))}
        testId="leave-status-filter"
        className="cr-leave-filter"
      />
      <ChoiceFilter
        filters={filters}
        setFilter={setFilter}
        name="leave_type_id"
        label={t('leave.typeFilter')}
        allLabel={t('leave.typeAll')}
        options={types.map((lt) => ({ value: String(lt.id), label: lt.leave_name }))}
        testId="leave-type-filter"
        className="cr-leave-filter"
      />
    </>
  );
}
