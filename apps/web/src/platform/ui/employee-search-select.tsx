import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../lookups/employee-lookup.ts';

interface EmployeeSearchSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  ariaLabel?: string;
  id?: string;
  testId?: string;
}

/**
 * One employee for a report or list filter, found by typing: the search is asked 500 ms after the
 * last key and only once there is text (spec 1 §2 "Employee selects load remotely as the user types").
 */
export function EmployeeSearchSelect({
  value,
  onChange,
  placeholder,
  ariaLabel,
  id,
  testId,
}: EmployeeSearchSelectProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const options = (query ? (search.data?.results ?? []) : []).map((e) => ({
    value: e.id,
    label: e.pin ? `${e.name} (${e.pin})` : e.name,
  }));
  // The picked person stays shown once the next search replaces the options.
  if (chosen && value === chosen.value && !options.some((o) => o.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder}
      aria-label={ariaLabel}
      loading={search.isFetching}
      options={options}
      onChange={(v, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        setChosen(picked && v != null ? { value: v, label: String(picked.label) } : null);
        onChange?.(v ?? null);
      }}
      data-testid={testId}
    />
  );
}
