import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, MOBILE_CLOCK_STATUSES } from '@clockroom/contracts';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';

/** The logs' filters (spec 3 §7: date and status), kept in the URL like the search. */
export function LogFilters({
  filters,
  setFilter,
  withStatus = true,
}: FilterContext & {
  /** Off where every row waits on the viewer (the approvals inbox). */ withStatus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {withStatus ? (
        <ChoiceFilter
          filters={filters}
          setFilter={setFilter}
          name="status"
          label={t('mobileClock.statusFilter')}
          allLabel={t('mobileClock.statusAll')}
          options={MOBILE_CLOCK_STATUSES.map((s) => ({ value: s, label: t(`mobileClock.${s}`) }))}
          testId="mobile-clock-status-filter"
          className="cr-mobile-clock-status-filter"
        />
      ) : null}
      <DatePicker
        aria-label={t('mobileClock.dateFilter')}
        data-testid="mobile-clock-date-filter"
        className="cr-mobile-clock-date-filter"
        format={DATE_DISPLAY_FORMAT}
        placeholder={t('mobileClock.dateFilter')}
        value={filters.date ? dayjs(filters.date) : null}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(d) => setFilter('date', d ? d.format(DATE_VALUE_FORMAT) : null)}
      />
    </>
  );
}
