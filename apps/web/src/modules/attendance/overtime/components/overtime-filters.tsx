import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, OVERTIME_STATUSES } from '@clockroom/contracts';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RANGE_SEPARATOR, rangeOf } from '../api.ts';

/** The ESS page's lists: its own and waiting together, or one of the two. */
const ESS_SCOPES = ['mine', 'own', 'waiting'] as const;

/**
 * The lists' filters (spec 3 §2 "date range, status filter, search"), kept in the URL like the search:
 * the range as one `range` value, the current month when none is chosen (ADR 38). The ESS page also
 * chooses whose records.
 */
export function OvertimeFilters({
  filters,
  setFilter,
  scopes = false,
}: FilterContext & { /** Offer the ESS page's lists. */ scopes?: boolean }) {
  const { t } = useTranslation();
  const [from, to] = rangeOf(filters.range);
  return (
    <>
      <DatePicker.RangePicker
        aria-label={t('overtime.dateFilter')}
        data-testid="overtime-date-filter"
        className="cr-overtime-range"
        format={DATE_DISPLAY_FORMAT}
        allowClear={false}
        placeholder={[t('overtime.from'), t('overtime.to')]}
        value={[dayjs(from), dayjs(to)]}
        onChange={(range) => {
          const start = range?.[0]?.format(DATE_VALUE_FORMAT);
          const end = range?.[1]?.format(DATE_VALUE_FORMAT);
          setFilter('range', start && end ? `${start}${RANGE_SEPARATOR}${end}` : null);
        }}
      />
      <Select
        aria-label={t('overtime.statusFilter')}
        data-testid="overtime-status-filter"
        className="cr-overtime-filter"
        value={filters.status ?? ''}
        onChange={(v: string) => setFilter('status', v || null)}
        options={[
          { value: '', label: t('overtime.statusAll') },
          ...OVERTIME_STATUSES.map((s) => ({ value: s, label: t(`overtime.${s}`) })),
        ]}
      />
      {scopes ? (
        <Select
          aria-label={t('overtime.scopeFilter')}
          data-testid="overtime-scope-filter"
          className="cr-overtime-scope"
          value={filters.scope ?? 'mine'}
          onChange={(v: string) => setFilter('scope', v === 'mine' ? null : v)}
          options={ESS_SCOPES.map((s) => ({ value: s, label: t(`overtime.scope.${s}`) }))}
        />
      ) : null}
    </>
  );
}
