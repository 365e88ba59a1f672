import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../lookups/employee-lookup.ts';

type PersonId = number | string | null;

interface PersonSelectProps {
  value?: PersonId;
  onChange?: (value: PersonId) => void;
  /** Names of the people the stored levels name, so they show before any search. */
  names: ReadonlyMap<number, string>;
  /** A name picked here, so it still shows once the next search replaces the options. */
  onPicked: (id: number, name: string) => void;
  id?: string;
  testId: string;
  ariaLabel: string;
}

/** One approver picker: searches employees 500 ms after the user stops typing (spec 1 §5). */
export function PersonSelect({ value, onChange, names, onPicked, id, testId, ariaLabel }: PersonSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const hits = query ? (search.data?.results ?? []) : [];
  const options = hits.map((p) => ({ value: p.id, label: p.pin ? `${p.name} (${p.pin})` : p.name }));
  if (typeof value === 'number' && !options.some((o) => o.value === value)) {
    options.push({ value, label: names.get(value) ?? `#${value}` });
  }
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<PersonId>
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      // antd empties its search box once something is picked; the query follows.
      onBlur={() => setText('')}
      value={value ?? null}
      options={options}
      onChange={(next) => {
        const picked = options.find((o) => o.value === next);
        if (picked) onPicked(picked.value, picked.label);
        setText('');
        onChange?.(next ?? null);
      }}
      placeholder={t('approvers.searchPerson')}
      notFoundContent={
        searching ? <Spin size="small" /> : query ? t('approvers.noPersonFound') : t('approvers.typeToSearch')
      }
      data-testid={testId}
    />
  );
}
