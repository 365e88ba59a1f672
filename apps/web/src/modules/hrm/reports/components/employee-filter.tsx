import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';

interface EmployeeFilterProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** One employee, found by typing (the search is asked only once there is text, spec 2 §5). */
export function EmployeeFilter({ value, onChange }: EmployeeFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const options = (search.data?.results ?? []).map((e) => ({ value: e.id, label: e.name }));
  if (chosen && value === chosen.value && !options.some((o) => o.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ?? undefined}
      placeholder={t('hrmReports.employeePlaceholder')}
      aria-label={t('hrmReports.employee')}
      loading={search.isFetching}
      options={options}
      onChange={(v, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        setChosen(picked && v != null ? { value: v, label: String(picked.label) } : null);
        onChange?.(v ?? null);
      }}
      data-testid="usage-employee"
    />
  );
}
