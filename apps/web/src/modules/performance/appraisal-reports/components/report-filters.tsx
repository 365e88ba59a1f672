import { Fragment, useEffect, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../api.ts';
import type { AppraisalReportSearch } from '../search.ts';
import { PLACES, usePlaceChoices } from './places.ts';

interface ReportFiltersProps {
  search: AppraisalReportSearch;
  /** Writes changed filters to the address (from the first page). */
  narrow: (changes: Partial<AppraisalReportSearch>) => void;
  testId: string;
}

const label = (text: string, node: React.ReactNode) => (
  <label className="cr-apprrep-filter">
    <span>{text}</span>
    {node}
  </label>
);

/**
 * The report's filters, kept in the address: the general setting (the newest year's when none is
 * chosen), one of its periods or all, departments and branches (none means all).
 */
export function ReportFilters({ search, narrow, testId }: ReportFiltersProps): ReactElement {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  const places = usePlaceChoices();
  const all = [...(settings.data?.results ?? [])].sort((a, b) => b.year - a.year || b.id - a.id);
  const chosen = all.find((s) => s.id === search.general_setting_id);
  const first = all[0];
  useEffect(() => {
    if (!search.general_setting_id && first) narrow({ general_setting_id: first.id });
  }, [search.general_setting_id, first, narrow]);
  return (
    <div className="cr-apprrep-filters" data-testid={testId}>
      {label(
        t('apprRep.setting'),
        <Select
          value={search.general_setting_id}
          loading={settings.isPending}
          options={all.map((s) => ({ value: s.id, label: `${s.name} (${s.year})` }))}
          onChange={(id: number) => narrow({ general_setting_id: id, period: undefined })}
          aria-label={t('apprRep.setting')}
          data-testid={`${testId}-setting`}
        />,
      )}
      {label(
        t('apprRep.period'),
        <Select
          value={search.period ?? ''}
          options={[
            { value: '', label: t('apprRep.allPeriods') },
            ...(chosen?.appraisalPeriods ?? []).map((p) => ({ value: p.name, label: p.name })),
          ]}
          onChange={(p: string) => narrow({ period: p || undefined })}
          aria-label={t('apprRep.period')}
          data-testid={`${testId}-period`}
        />,
      )}
      {PLACES.map(([field, title, list]) => (
        <Fragment key={field}>
          {label(
            t(title),
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={t('apprRep.all')}
              value={search[field] ?? []}
              loading={places[list].isPending}
              options={places[list].data ?? []}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(v: number[]) => narrow({ [field]: v.length ? v : undefined })}
              aria-label={t(title)}
              data-testid={`${testId}-${list}`}
            />,
          )}
        </Fragment>
      ))}
    </div>
  );
}
