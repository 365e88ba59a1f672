import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERTIME_STATUSES } from '@clockroom/contracts';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RangeFilter } from '../../../../platform/ui/data-table/range-filter.tsx';
import { rangeOf } from '../api.ts';

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
      <RangeFilter
        setFilter={setFilter}
        from={from}
        to={to}
        label={t('overtime.dateFilter')}
        placeholder={[t('overtime.from'), t('overtime.to')]}
        testId="overtime-date-filter"
        className="cr-overtime-range"
        allowClear={false}
      />
      <ChoiceFilter
        filters={filters}
        setFilter={setFilter}
        name="status"
        label={t('overtime.statusFilter')}
        allLabel={t('overtime.statusAll')}
        options={OVERTIME_STATUSES.map((s) => ({ value: s, label: t(`overtime.${s}`) }))}
        testId="overtime-status-filter"
        className="cr-overtime-filter"
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
