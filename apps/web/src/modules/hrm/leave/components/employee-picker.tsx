import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { peopleLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';

/** The employee directory (GET /organization/employees/search; needs 'view employees'). */
const DIRECTORY = { path: '/organization/employees/search' };

type Value = number | string | null | undefined;

interface EmployeePickerProps {
  value?: Value;
  onChange?: (value: number | null) => void;
  /** Who is chosen already (an edit's employee or relief), so the name shows before any search. */
  known?: { id: number; name: string } | null;
  /** The chosen person's name, for the screen around the picker. */
  onPicked?: (name: string | null) => void;
  testId: string;
  id?: string;
  /** Where people are searched: the employee directory unless another source is named. */
  source?: { path: string; params?: Record<string, number> };
}

/**
 * One employee, searched on the server 500 ms after the last key (spec 1 §5; the same search as the
 * organisation's pickers, platform/lookups/employee-lookup.ts).
 */
export function EmployeePicker({
  value,
  onChange,
  known,
  onPicked,
  testId,
  id,
  source = DIRECTORY,
}: EmployeePickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(peopleLookupQuery(source.path, query, source.params));
  const [names, setNames] = useState(() => new Map(known ? [[known.id, known.name]] : []));
  const hits = (query ? (search.data?.results ?? []) : []).map((p) => ({
    value: p.id,
    label: p.pin ? `${p.name} (${p.pin})` : p.name,
  }));
  const current = typeof value === 'number' ? value : null;
  const options =
    current !== null && !hits.some((o) => o.value === current)
      ? [...hits, { value: current, label: names.get(current) ?? `#${current}` }]
      : hits;
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setText}
      onBlur={() => setText('')}
      value={current}
      options={options}
      placeholder={t('leave.searchEmployee')}
      onChange={(next) => {
        const label = options.find((o) => o.value === next)?.label ?? null;
        if (next != null && label) setNames((prev) => new Map(prev).set(next, label));
        onPicked?.(label);
        onChange?.(next ?? null);
      }}
      notFoundContent={
        searching ? <Spin size="small" /> : query ? t('leave.noEmployeeFound') : t('leave.typeToSearch')
      }
      data-testid={testId}
    />
  );
}
