import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../platform/hooks/use-debounced-value.ts';
import { employeeLookupQuery } from '../../../../platform/lookups/employee-lookup.ts';
import {
  branchOptions,
  departmentOptions,
  gradeOptions,
} from '../../../../platform/ui/assignment/option-lists.ts';

export type MemberKind = 'departments' | 'grades' | 'branches' | 'employees';

interface MemberSelectProps {
  kind: MemberKind;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Names of the stored members, so they show before the lists load or any search. */
  names?: ReadonlyMap<number, string>;
  id?: string;
  testId: string;
}

const LISTS = { departments: departmentOptions, grades: gradeOptions, branches: branchOptions } as const;

/**
 * The members of a category (spec 2 §3, §5): departments, grades or branches chosen from their lists,
 * employees searched by name 500 ms after typing stops. Leave types and approver lists both use it.
 */
export function MemberSelect(props: MemberSelectProps) {
  return props.kind === 'employees' ? <EmployeeMultiSelect {...props} /> : <ListMultiSelect {...props} />;
}

function ListMultiSelect({ kind, value, onChange, names, id, testId }: MemberSelectProps) {
  const { t } = useTranslation();
  const list = useQuery(LISTS[kind as Exclude<MemberKind, 'employees'>]());
  const options = [...(list.data ?? [])];
  for (const v of value ?? []) {
    if (!options.some((o) => o.value === v)) options.push({ value: v, label: names?.get(v) ?? `#${v}` });
  }
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      loading={list.isPending}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      optionFilterProp="label"
      placeholder={t('leaveSettings.chooseMany')}
      data-testid={testId}
    />
  );
}

function EmployeeMultiSelect({ value, onChange, names, id, testId }: MemberSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(() => new Map(names ?? []));
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeLookupQuery(query));
  const hits = query ? (search.data?.results ?? []) : [];
  const options = hits.map((p) => ({ value: p.id, label: p.pin ? `${p.name} (${p.pin})` : p.name }));
  for (const v of value ?? []) {
    if (!options.some((o) => o.value === v)) options.push({ value: v, label: picked.get(v) ?? `#${v}` });
  }
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onBlur={() => setText('')}
      value={value ?? []}
      options={options}
      onChange={(next) => {
        const more = new Map(picked);
        for (const o of options) if (next.includes(o.value)) more.set(o.value, o.label);
        setPicked(more);
        setText('');
        onChange?.(next);
      }}
      placeholder={t('leaveSettings.searchEmployees')}
      notFoundContent={
        searching ? <Spin size="small" /> : query ? t('approvers.noPersonFound') : t('approvers.typeToSearch')
      }
      data-testid={testId}
    />
  );
}

/** A branch picker for one branch. */
export function BranchSelect({
  value,
  onChange,
  id,
  testId,
  fallbackName,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  testId: string;
  fallbackName?: string;
}) {
  const { t } = useTranslation();
  const list = useQuery(branchOptions());
  const options = [...(list.data ?? [])];
  if (typeof value === 'number' && value > 0 && !options.some((o) => o.value === value)) {
    options.push({ value, label: fallbackName ?? `#${value}` });
  }
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      value={typeof value === 'number' && value > 0 ? value : null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={t('leaveSettings.chooseBranch')}
      data-testid={testId}
    />
  );
}
