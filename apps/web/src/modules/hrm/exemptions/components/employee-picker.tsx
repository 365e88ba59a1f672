import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';

interface EmployeePickerProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  testId: string;
}

/** The employee a request is for: searched on the server 500 ms after the last key (spec 2 §9). */
export function EmployeePicker({ value, onChange, id, testId }: EmployeePickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const options = (query ? (search.data?.results ?? []) : []).map((p) => ({
    value: p.id,
    label: p.pin ? `${p.name} (${p.pin})` : p.name,
  }));
  if (picked && picked.value === value && !options.some((o) => o.value === value)) options.push(picked);
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onBlur={() => setText('')}
      value={value ?? null}
      options={options}
      onChange={(next) => {
        setPicked(options.find((o) => o.value === next) ?? null);
        setText('');
        onChange?.(next ?? null);
      }}
      placeholder={t('exemption.searchEmployee')}
      notFoundContent={
        searching ? (
          <Spin size="small" />
        ) : query ? (
          t('exemption.noEmployeeFound')
        ) : (
          t('exemption.typeToSearch')
        )
      }
      data-testid={testId}
    />
  );
}
