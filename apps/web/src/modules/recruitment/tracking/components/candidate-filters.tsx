import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';
import type { FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { postingsQuery, RANGE_SEPARATOR, rangeOf } from '../api.ts';
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
      <Select
        aria-label={t('rt.posting')}
        data-testid="candidate-posting-filter"
        className="cr-rt-filter"
        loading={postings.isPending}
        value={filters['posting'] ?? ''}
        onChange={(v: string | number) => setFilter('posting', v || null)}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: '', label: t('rt.allPostings') },
          ...(postings.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
        ]}
      />
      {stage && (
        <Select
          aria-label={t('rt.status')}
          data-testid="candidate-status-filter"
          className="cr-rt-filter"
          value={filters['status'] ?? ''}
          onChange={(v: string) => setFilter('status', v || null)}
          options={[
            { value: '', label: t('rt.allStages') },
            ...STAGES.map((s) => ({ value: s, label: t(`rt.s.${s}`) })),
          ]}
        />
      )}
      <DatePicker.RangePicker
        aria-label={t('rt.appliedBetween')}
        data-testid="candidate-date-filter"
        className="cr-rt-range"
        format={DATE_DISPLAY_FORMAT}
        placeholder={[t('rt.appliedBetween'), '']}
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        onChange={(range) => {
          const start = range?.[0]?.format(DATE_VALUE_FORMAT);
          const end = range?.[1]?.format(DATE_VALUE_FORMAT);
          setFilter('range', start && end ? `${start}${RANGE_SEPARATOR}${end}` : null);
        }}
      />
    </>
  );
}
