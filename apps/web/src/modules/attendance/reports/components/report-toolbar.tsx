import { useEffect, useState } from 'react';
import { DatePicker, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT, SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { GROUPABLE_TYPES, type AttendanceReportSearch } from '../report-address.ts';
import { afterToday, rangePresets, rangeProblem } from '../report-dates.ts';

interface ReportToolbarProps {
  search: AttendanceReportSearch;
  /** Managers search by name or PIN; an employee's report is theirs alone. */
  searchable: boolean;
  go: (next: AttendanceReportSearch) => void;
}

/** The view's own controls, each written to the address: the range, the grouping and the search. */
export function ReportToolbar({ search, searchable, go }: ReportToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.search_query ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed === (search.search_query ?? '')) return;
    go({ ...search, search_query: typed || undefined, page: undefined });
    // Only the typed text starts a new search; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <div className="cr-att-report-toolbar">
      <DatePicker.RangePicker
        className="cr-att-report-range"
        format={DATE_DISPLAY_FORMAT}
        disabledDate={afterToday}
        allowClear={false}
        value={[dayjs(search.date_from), dayjs(search.date_to)]}
        presets={rangePresets().map((p) => ({ label: t(`attendanceReports.${p.key}`), value: p.value }))}
        aria-label={t('attendanceReports.range')}
        onChange={(range) => {
          const problem = rangeProblem(range);
          if (problem || !range?.[0] || !range[1]) {
            notifyError(new Error(t(problem ?? 'attendanceReports.range')));
            return;
          }
          go({
            ...search,
            date_from: range[0].format(DATE_VALUE_FORMAT),
            date_to: range[1].format(DATE_VALUE_FORMAT),
            page: undefined,
          });
        }}
      />
      {search.type && GROUPABLE_TYPES.includes(search.type) ? (
        <Radio.Group
          optionType="button"
          aria-label={t('attendanceReports.groupBy')}
          value={search.group_by ?? 'employee'}
          onChange={(e) =>
            go({ ...search, group_by: e.target.value as 'employee' | 'date', page: undefined })
          }
          options={[
            { value: 'employee', label: t('attendanceReports.groupEmployee') },
            { value: 'date', label: t('attendanceReports.groupDate') },
          ]}
          data-testid="att-report-view-group"
        />
      ) : null}
      {searchable ? (
        <Input.Search
          allowClear
          className="cr-att-report-search"
          value={text}
          placeholder={t('attendanceReports.search')}
          aria-label={t('attendanceReports.search')}
          onChange={(e) => setText(e.target.value)}
          data-testid="att-report-search"
        />
      ) : null}
    </div>
  );
}
