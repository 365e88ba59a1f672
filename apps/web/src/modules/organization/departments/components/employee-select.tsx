import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type PersonRef } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';
import '../i18n.ts';

type Value = number | number[] | null | undefined;

interface EmployeeSelectProps {
  value?: Value;
  onChange?: (value: Value) => void;
  multiple?: boolean;
  /** People already chosen (the current head, lead or members), so their names show before any search. */
  known?: readonly PersonRef[];
  placeholder?: string;
  testId?: string;
  id?: string;
}

/** An employee picker that searches the server as the user types (500 ms after the last key). */
export function EmployeeSelect({
  value,
  onChange,
  multiple,
  known = [],
  placeholder,
  testId,
  id,
}: EmployeeSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const [names, setNames] = useState(() => new Map(known.map((p) => [p.id, p.name])));

  const options = useMemo(() => {
    const chosen = (Array.isArray(value) ? value : value == null ? [] : [value]).map((v) => ({
      value: v,
      label: names.get(v) ?? `#${v}`,
    }));
    const hits = (query ? (search.data?.results ?? []) : []).map((p) => ({
      value: p.id,
      label: p.pin ? `${p.name} (${p.pin})` : p.name,
    }));
    const seen = new Set<number>();
    // Matches first, so the highlighted option is a new person, not one already picked.
    return [...hits, ...chosen].filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
  }, [value, names, search.data, query]);

  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<Value>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setText}
      // antd clears its search text once something is picked; the query follows on the next keystroke.
      onBlur={() => setText('')}
      onChange={(next) => {
        // Remember the names of what was picked: the next search replaces the options.
        const labels = new Map(options.map((o) => [o.value, o.label]));
        setNames((prev) => {
          const merged = new Map(prev);
          for (const v of Array.isArray(next) ? next : next == null ? [] : [next]) {
            const label = labels.get(v);
            if (label) merged.set(v, label);
          }
          return merged;
        });
        onChange?.(next ?? null);
      }}
      value={value ?? (multiple ? [] : null)}
      options={options}
      placeholder={placeholder ?? t('structure.searchEmployee')}
      notFoundContent={
        searching ? (
          <Spin size="small" />
        ) : query ? (
          t('structure.noEmployeeFound')
        ) : (
          t('structure.typeToSearch')
        )
      }
      data-testid={testId}
    />
  );
}
