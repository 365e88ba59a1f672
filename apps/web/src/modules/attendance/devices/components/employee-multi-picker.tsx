import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';

type Option = { value: number; label: string };

/** Employees searched on the server 500 ms after the last key; the picked ones stay listed. */
export function EmployeeMultiPicker({
  value,
  onChange,
  testId,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Option[]>([]);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const found: Option[] = (query ? (search.data?.results ?? []) : []).map((p) => ({
    value: p.id,
    label: p.pin ? `${p.name} (${p.pin})` : p.name,
  }));
  const options = [...picked.filter((p) => !found.some((f) => f.value === p.value)), ...found];
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<number[]>
      mode="multiple"
      className="cr-device-picker"
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onBlur={() => setText('')}
      value={value}
      options={options}
      onChange={(next) => {
        setPicked(options.filter((o) => next.includes(o.value)));
        setText('');
        onChange(next);
      }}
      placeholder={t('device.searchEmployee')}
      notFoundContent={
        searching ? <Spin size="small" /> : query ? t('device.noEmployeeFound') : t('device.typeToSearch')
      }
      data-testid={testId}
    />
  );
}
