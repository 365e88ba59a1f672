import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, EXEMPTION_STATUSES } from '@clockroom/contracts';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RANGE_SEPARATOR } from '../api.ts';

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
  const [start, end] = (filters.range ?? '').split(RANGE_SEPARATOR);
  return (
    <>
      {withStatus ? (
        <Select
          aria-label={t('exemption.statusFilter')}
          data-testid="exemption-status-filter"
          className="cr-exemption-status-filter"
          value={filters.status ?? ''}
          onChange={(v: string) => setFilter('status', v || null)}
          options={[
            { value: '', label: t('exemption.statusAll') },
            ...EXEMPTION_STATUSES.map((s) => ({ value: s, label: t(`exemption.${s}`) })),
          ]}
        />
      ) : null}
      <DatePicker.RangePicker
        aria-label={t('exemption.dateFilter')}
        data-testid="exemption-date-filter"
        className="cr-exemption-range"
        format={DATE_DISPLAY_FORMAT}
        placeholder={[t('exemption.startDate'), t('exemption.endDate')]}
        value={start && end ? [dayjs(start), dayjs(end)] : null}
        onChange={(range) => {
          const from = range?.[0]?.format(DATE_VALUE_FORMAT);
          const to = range?.[1]?.format(DATE_VALUE_FORMAT);
          setFilter('range', from && to ? `${from}${RANGE_SEPARATOR}${to}` : null);
        }}
      />
    </>
  );
}
