import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';
import { rangeValue } from '../../api/date-range.ts';
import type { FilterContext } from './data-table.tsx';

interface RangeFilterProps extends Pick<FilterContext, 'setFilter'> {
  /** The range's ends as the list reads them (`rangeEnds`, or a module's default such as the month). */
  from: string | undefined;
  to: string | undefined;
  /** The control's accessible name. */
  label: string;
  /** What the two boxes read while empty. */
  placeholder: [string, string];
  testId: string;
  className?: string;
  /** The calendar's own class, where a screen places it (leave's on a phone). */
  popupClassName?: string;
  /** False where the list always shows a range (overtime's month). */
  allowClear?: boolean;
}

/**
 * A list's date range filter beside its search box: both days chosen make the one `range` value the
 * URL keeps (`from~to`, see `platform/api/date-range.ts`); clearing it removes the filter.
 */
export function RangeFilter({
  setFilter,
  from,
  to,
  label,
  placeholder,
  testId,
  className,
  popupClassName,
  allowClear,
}: RangeFilterProps) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      data-testid={testId}
      className={className}
      classNames={popupClassName ? { popup: { root: popupClassName } } : undefined}
      format={DATE_DISPLAY_FORMAT}
      allowClear={allowClear}
      placeholder={placeholder}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        setFilter(
          'range',
          rangeValue(range?.[0]?.format(DATE_VALUE_FORMAT), range?.[1]?.format(DATE_VALUE_FORMAT)),
        )
      }
    />
  );
}
