import { Select, type SelectProps } from 'antd';
import type { FilterContext } from './data-table.tsx';

interface ChoiceFilterProps extends Pick<FilterContext, 'filters' | 'setFilter'> {
  /** The filter's key in the URL and the list's query (`status`, `leave_type_id`). */
  name: string;
  /** The control's accessible name ("Filter by status"). */
  label: string;
  /** The first choice, which shows every row ("All statuses"); it is the empty value. */
  allLabel: string;
  options: { value: string; label: string }[];
  testId: string;
  className?: string;
  /** While the options load (postings from the API). */
  loading?: boolean;
  /** Typing narrows the options (a long list such as the postings). */
  showSearch?: SelectProps['showSearch'];
}

/**
 * One of a list's filters beside its search box whose first choice reads "All …": unlike `ListFilter`
 * (a clearable pick with a placeholder), the box always names what it shows. The value lives in the
 * URL with the list's other filters; choosing "All" removes it. Given a DataTable's `toolbar` context.
 */
export function ChoiceFilter({
  filters,
  setFilter,
  name,
  label,
  allLabel,
  options,
  testId,
  className,
  loading,
  showSearch,
}: ChoiceFilterProps) {
  return (
    <Select
      aria-label={label}
      data-testid={testId}
      className={className}
      loading={loading}
      value={filters[name] ?? ''}
      onChange={(v: string) => setFilter(name, v || null)}
      showSearch={showSearch}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
