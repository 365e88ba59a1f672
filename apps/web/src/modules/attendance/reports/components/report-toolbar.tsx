import { DatePicker, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { SearchBox } from '../../../../platform/ui/data-table/search-box.tsx';
import { GROUPABLE_TYPES, type AttendanceReportSearch } from '../report-address.ts';
import { afterToday, rangePresets, rangeProblem } from '../report-dates.ts';

interface ReportToolbarProps {
  search: AttendanceReportSearch;
  /** Managers search by name or PIN; an employee's report is theirs alone. */
  searchable: boolean;
  /** Writes a change to the address, from the report's first page. */
  narrow: (changes: Partial<AttendanceReportSearch>) => void;
}

/** The view's own controls, each written to the address: the range, the grouping and the search. */
export function ReportToolbar({ search, searchable, narrow }: ReportToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <DatePicker.RangePicker
        className="cr-report-range"
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
          narrow({
            date_from: range[0].format(DATE_VALUE_FORMAT),
            date_to: range[1].format(DATE_VALUE_FORMAT),
          });
        }}
      />
      {search.type && GROUPABLE_TYPES.includes(search.type) ? (
        <Radio.Group
          optionType="button"
          aria-label={t('attendanceReports.groupBy')}
          value={search.group_by ?? 'employee'}
          onChange={(e) => narrow({ group_by: e.target.value as 'employee' | 'date' })}
          options={[
            { value: 'employee', label: t('attendanceReports.groupEmployee') },
            { value: 'date', label: t('attendanceReports.groupDate') },
          ]}
          data-testid="att-report-view-group"
        />
      ) : null}
      {searchable ? (
        <SearchBox
          value={search.search_query ?? ''}
          onSearch={(text) => narrow({ search_query: text || undefined })}
          placeholder={t('reportKit.search')}
        />
      ) : null}
    </>
  );
}
