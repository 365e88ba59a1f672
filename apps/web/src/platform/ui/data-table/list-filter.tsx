import { Select } from 'antd';
import type { FilterContext } from './data-table.tsx';

interface ListFilterProps<V extends string> extends Pick<FilterContext, 'filters' | 'setFilter'> {
  /** The filter's key in the URL and the list's query (`status`, `type`). */
  name: string;
  options: { value: V; label: string }[];
  /** What the empty choice reads ("All statuses"); also the control's accessible name when no `label`. */
  placeholder: string;
  label?: string;
  testId: string;
  /** Wide enough for the longest option, so the box does not jump as one picks. */
  minWidth?: number;
}

/**
 * One of a list's filters beside its search box: a clearable pick whose value lives in the URL with
 * the list's other filters, so a reload or a shared link shows the same rows. Given a DataTable's
 * `toolbar` context: `toolbar={(list) => <ListFilter {...list} name="status" ... />}`.
 */
export function ListFilter<V extends string>({
  filters,
  setFilter,
  name,
  options,
  placeholder,
  label,
  testId,
  minWidth = 160,
}: ListFilterProps<V>) {
  return (
    <Select
      allowClear
      aria-label={label ?? placeholder}
      placeholder={placeholder}
      value={filters[name] || undefined}
      onChange={(v?: string) => setFilter(name, v)}
      options={options}
      style={{ minWidth }}
      data-testid={testId}
    />
  );
}
