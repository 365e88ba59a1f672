import { useTranslation } from 'react-i18next';
import { EXEMPTION_STATUSES } from '@clockroom/contracts';
import { rangeEnds } from '../../../../platform/api/date-range.ts';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RangeFilter } from '../../../../platform/ui/data-table/range-filter.tsx';

/**
 * The lists' filters (spec 2 §3): status and a date range, kept in the URL like the search (the range
 * as one `range` value, so both ends change at once; the calls send start_date and end_date).
 */
export function ExemptionFilters({
  filters,
  setFilter,
  withStatus = true,
}: FilterContext & { /** Off where every row is pending (the approvals inbox). */ withStatus?: boolean }) {
  const { t } = useTranslation();
  const [start, end] = rangeEnds(filters.range);
  return (
    <>
      {withStatus ? (
        <ChoiceFilter
          filters={filters}
          setFilter={setFilter}
          name="status"
          label={t('exemption.statusFilter')}
          allLabel={t('exemption.statusAll')}
          options={EXEMPTION_STATUSES.map((s) => ({ value: s, label: t(`exemption.${s}`) }))}
          testId="exemption-status-filter"
          className="cr-exemption-status-filter"
        />
      ) : null}
      <RangeFilter
        setFilter={setFilter}
        from={start}
        to={end}
        label={t('exemption.dateFilter')}
        placeholder={[t('exemption.startDate'), t('exemption.endDate')]}
        testId="exemption-date-filter"
        className="cr-exemption-range"
      />
    </>
  );
}
