import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../../platform/ui/data-table/choice-filter.tsx';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { RangeFilter } from '../../../../platform/ui/data-table/range-filter.tsx';
import { postingsQuery, rangeOf } from '../api.ts';
import { STAGES } from './stages.tsx';

/**
 * The candidate database's filters (issue 24: posting, stage, the day applied), kept in the URL with
 * the search; the list sends posting and days in `extras`. The board shows every stage at once.
 */
export function CandidateFilters({ filters, setFilter, stage = true }: FilterContext & { stage?: boolean }) {
  const { t } = useTranslation();
  const postings = useQuery(postingsQuery());
  const [from, to] = rangeOf(filters['range']);
  return (
    <>
      <ChoiceFilter
        filters={filters}
        setFilter={setFilter}
        name="posting"
        label={t('rt.posting')}
        allLabel={t('rt.allPostings')}
        options={(postings.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
        testId="candidate-posting-filter"
        className="cr-rt-filter"
        loading={postings.isPending}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {stage && (
        <ChoiceFilter
          filters={filters}
          setFilter={setFilter}
          name="status"
          label={t('rt.status')}
          allLabel={t('rt.allStages')}
          options={STAGES.map((s) => ({ value: s, label: t(`rt.s.${s}`) }))}
          testId="candidate-status-filter"
          className="cr-rt-filter"
        />
      )}
      <RangeFilter
        setFilter={setFilter}
        from={from}
        to={to}
        label={t('rt.appliedBetween')}
        placeholder={[t('rt.appliedBetween'), '']}
        testId="candidate-date-filter"
        className="cr-rt-range"
      />
    </>
  );
}
